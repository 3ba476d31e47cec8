import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const RecentlyViewedPage = lazyPage(async () => (await import('./pages/recently-viewed-page')).RecentlyViewedPage);

/** /myholo/recently, for members only. */
export const recentlyViewedRoutes: RouteObject[] = [
  {
    path: 'myholo/recently',
    handle: { title: msg`Recently viewed` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <RecentlyViewedPage />
      </RequireAuth>
    ),
  },
];
