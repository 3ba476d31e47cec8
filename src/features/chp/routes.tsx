import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const ChpPage = lazyPage(async () => (await import('./pages/chp-page')).ChpPage);

/** /myholo/chp, for members only. */
export const chpRoutes: RouteObject[] = [
  {
    path: 'myholo/chp',
    handle: { title: msg`CHP balance` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <ChpPage />
      </RequireAuth>
    ),
  },
];
