import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const TaxRefundPage = lazyPage(async () => (await import('./pages/tax-refund-page')).TaxRefundPage);

/** /myholo/taxrefund, for members (the page itself tells members outside the US it is not for them). */
export const taxRefundRoutes: RouteObject[] = [
  {
    path: 'myholo/taxrefund',
    handle: { title: msg`Tax refunds` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <TaxRefundPage />
      </RequireAuth>
    ),
  },
];
