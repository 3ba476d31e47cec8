import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const OutcomePage = lazyPage(async () => (await import('./pages/outcome-page')).OutcomePage);

/** The refund outcome and return case page (spec 3 routes), for the order's buyer or seller. */
export const caseRoutes: RouteObject[] = [
  {
    path: 'pay/outcome/:orderId',
    handle: { title: msg`Refund and return` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <OutcomePage />
      </RequireAuth>
    ),
  },
];
