import type { MessageDescriptor } from '@lingui/core';
import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { BRAND_NAME } from '../../lib/brand';

// The page's own name (an item's, a store's): set by the page, read by usePageEffects.
export { usePageName, usePageNameValue } from '../../lib/navigation/page-name';

/** The page title of the current location, provided by the app's router (app-router.tsx). */
export const RouteTitleContext = createContext<MessageDescriptor | undefined>(undefined);

export function useRouteTitle(): MessageDescriptor | undefined {
  return useContext(RouteTitleContext);
}

/** The title of the deepest matched route that has one. */
export function titleOfMatches(matches: RouteMatch[] | null): MessageDescriptor | undefined {
  const list = matches ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    const title = (list[i]!.route.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** The document's title: the page's name, else its route's title, then the brand; the brand alone without either. */
export function documentTitle(name: string | null, routeTitle: string | null): string {
  const page = name?.trim() || routeTitle;
  return page ? `${page} · ${BRAND_NAME}` : BRAND_NAME;
}
