// Routes come from each feature's routes.tsx, not its index.ts: the index also exports components
// (the bid box with the SignalR client…) that would otherwise load with the first view.
import { msg } from '@lingui/core/macro';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import { authRoutes } from '../../features/auth/routes';
import { biddingRoutes } from '../../features/bidding/routes';
import { offerRoutes } from '../../features/offers/routes';
import { cartRoutes } from '../../features/cart/routes';
import { catalogRoutes } from '../../features/catalog/routes';
import { itemRoutes } from '../../features/item/routes';
import { recentlyViewedRoutes } from '../../features/recently-viewed/routes';
import { savedSearchRoutes } from '../../features/saved-searches/routes';
import { sellerRelationRoutes } from '../../features/seller-relations/routes';
import { watchRoutes } from '../../features/watch/routes';
import { accountSettingsRoutes } from '../../features/account-settings/routes';
import { verificationRoutes } from '../../features/verification/routes';
import { addressRoutes } from '../../features/address/routes';
import { cardFormRoutes } from '../../features/card-form/routes';
import { checkoutRoutes } from '../../features/checkout/routes';
import { couponRoutes } from '../../features/coupons/routes';
import { orderRoutes } from '../../features/orders/routes';
import { caseRoutes } from '../../features/cases/routes';
import { feedbackRoutes } from '../../features/feedback/routes';
import { messageRoutes } from '../../features/messages/routes';
import { contactRoutes } from '../../features/contact/routes';
import { legalRoutes } from '../../features/legal/routes';
import { chpRoutes } from '../../features/chp/routes';
import { taxRefundRoutes } from '../../features/tax-refunds/routes';
import { warehouseRoutes } from '../../features/warehouse/routes';
import { closeAccountRoutes } from '../../features/close-account/routes';
import { promotionRoutes } from '../../features/promotions/routes';
import { becomeSellerRoutes } from '../../features/become-seller/routes';
import type { LazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { shellReads } from '../layout/shell-reads';
import { NotFoundPage } from '../pages/not-found-page';

const notFound: RouteHandle = { title: msg`Page not found` };

/** Every page, under the root layout at '/'; each route's handle gives the page title. */
export const pageRoutes: RouteObject[] = [
  ...catalogRoutes,
  ...itemRoutes,
  ...authRoutes,
  ...watchRoutes,
  ...accountSettingsRoutes,
  ...biddingRoutes,
  ...offerRoutes,
  ...savedSearchRoutes,
  ...sellerRelationRoutes,
  ...recentlyViewedRoutes,
  ...verificationRoutes,
  ...addressRoutes,
  ...cardFormRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...couponRoutes,
  ...orderRoutes,
  ...caseRoutes,
  ...feedbackRoutes,
  ...messageRoutes,
  ...contactRoutes,
  ...legalRoutes,
  ...chpRoutes,
  ...taxRefundRoutes,
  ...warehouseRoutes,
  ...closeAccountRoutes,
  ...becomeSellerRoutes,
  ...promotionRoutes,
  { path: '*', element: <NotFoundPage />, handle: notFound },
];

const pageTree: RouteObject[] = [{ path: '/', children: pageRoutes }];

/** The routes a location matches, root first (no layout element: for titles and preloading). */
export function matchPage(location: string | Partial<Location>) {
  const pathname = typeof location === 'string' ? location : (location.pathname ?? '/');
  // Start-up asks for the same path three times, and every call ranks the whole route table anew.
  if (lastMatch?.pathname !== pathname) lastMatch = { pathname, matches: matchRoutes(pageTree, pathname) };
  return lastMatch.matches;
}

let lastMatch: { pathname: string; matches: ReturnType<typeof matchRoutes> } | undefined;

/**
 * Loads the code of the page at `pathname`, settling once it is in (or failed: the page then shows
 * the error boundary when rendered). Start-up awaits it with the language's messages, so the first
 * render shows the page. Member pages wrap theirs in RequireAuth.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchPage(pathname)?.at(-1);
  await lazyPageIn(match?.route.element)?.preload().catch(() => {});
}

/**
 * Fetches the reads the first view of `url` shows: the layout's (shellReads) and the page's (its
 * route's `firstReads`; the server's HTML has already asked for them: server/http/landing-pages.ts),
 * settling once they are in, failed, or `waitMs` has passed. Start-up awaits it with the page's
 * code, so the first render is the page itself rather than its skeleton, and as a transition it
 * yields to the browser; a read that came later re-rendered its part in one long blocking render
 * (a query's update is never time-sliced). Offline, or once a read finds the server unreachable,
 * there is nothing to wait for: the cache restored from the device shows.
 */
export async function prefetchFirstReads(client: QueryClient, url: URL, waitMs: number): Promise<void> {
  if (!onlineManager.isOnline()) return;
  const match = matchPage(url.pathname)?.at(-1);
  const firstReads = (match?.route.handle as RouteHandle | undefined)?.firstReads;
  const reads = [
    ...shellReads().map((options) => client.prefetchQuery(options)),
    ...(match && firstReads ? [firstReads(client, match.params, url.searchParams)] : []),
  ];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopListening = () => {};
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
    // A read that finds the server unreachable pauses until it answers again: the cache shows.
    stopListening = onlineManager.subscribe((online) => {
      if (!online) resolve();
    });
  });
  await Promise.race([Promise.allSettled(reads), waited]);
  clearTimeout(timer);
  stopListening();
}

function lazyPageIn(node: ReactNode): LazyPage | undefined {
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  const type = node.type as Partial<LazyPage>;
  return type.preload ? (type as LazyPage) : lazyPageIn(node.props.children);
}
