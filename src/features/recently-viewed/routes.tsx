import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/recently, for members only. */
export const recentlyViewedRoutes: RouteObject[] = [
  {
    path: 'myholo/recently',
    handle: { title: msg`Recently viewed` } satisfies RouteHandle,
    lazy: async () => {
      const { RecentlyViewedPage } = await import('./pages/recently-viewed-page');
      return {
        Component: () => (
          <RequireAuth>
            <RecentlyViewedPage />
          </RequireAuth>
        ),
      };
    },
  },
];
