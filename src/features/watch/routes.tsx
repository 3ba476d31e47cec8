import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const WatchPage = lazyPage(async () => (await import('./pages/watch-page')).WatchPage);

/** /myholo/watch, for members only. */
export const watchRoutes: RouteObject[] = [
  {
    path: 'myholo/watch',
    handle: { title: msg`Watch list` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <WatchPage />
      </RequireAuth>
    ),
  },
];
