import type { DehydratedState } from '@tanstack/react-query';

/**
 * The reads a server-drawn page came with, as fetched by this page load, now. They are: the page's
 * HTML is the request, and it is never kept (the service worker answers navigations with the
 * undrawn shell, and the server marks the HTML no-cache). So a money read (money-query.ts) does not
 * ask the server a second time as the page mounts, a read that cost the item page's hydration about
 * a third of its longest task; a live auction's join brings any bid placed since. The device's
 * cached copies, however recent their time, never win over the page's own answers.
 */
export function drawnAsJustFetched(state: DehydratedState, now = Date.now()): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}
