import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): MessageDescriptor | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
