/**
 * The options of every read that decides money (an item's price, status and end, the cart, orders,
 * the CHP balance): whenever the server answers, each page open reads it afresh. The device's copy
 * (restored from IndexedDB, or from an earlier page) shows only until that answer comes, or offline
 * with the banner, since queries pause rather than fail there (query-client.ts).
 */
import type { Query } from '@tanstack/react-query';

/**
 * When this page load began (its navigation, not this module's evaluation, which may come after the
 * page's drawn reads were taken in): a copy fetched before it was restored from the device.
 */
const pageLoadedAt = Date.now() - performance.now();

/**
 * A copy this page load fetched moments ago is the answer: the route's first reads fetch it just
 * before the page mounts, and the mount must not ask a second time. Anything older, and every
 * restored copy however recent its time, is asked for again.
 */
export const JUST_FETCHED_MS = 1000;

export function moneyStaleTime(query: Pick<Query, 'state'>, now = Date.now()): number {
  const fetchedAt = query.state.dataUpdatedAt;
  return fetchedAt >= pageLoadedAt && now - fetchedAt < JUST_FETCHED_MS ? JUST_FETCHED_MS : 0;
}

/** Spread into a money read's queryOptions (after any staleTime of its own). */
export const moneyQuery = { staleTime: moneyStaleTime, refetchOnMount: true } as const;
