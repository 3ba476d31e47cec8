import type { MessageDescriptor } from '@lingui/core';
import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';

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
