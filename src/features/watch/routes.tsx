import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/watch, for members only. */
export const watchRoutes: RouteObject[] = [
  {
    path: 'myholo/watch',
    handle: { title: msg`Watch list` } satisfies RouteHandle,
    lazy: async () => {
      const { WatchPage } = await import('./pages/watch-page');
      return {
        Component: () => (
          <RequireAuth>
            <WatchPage />
          </RequireAuth>
        ),
      };
    },
  },
];
