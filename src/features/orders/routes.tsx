import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const PurchasePage = lazyPage(async () => (await import('./pages/purchase-page')).PurchasePage);
const MallOrderPage = lazyPage(async () => (await import('./pages/mall-order-page')).MallOrderPage);

/** /myholo/purchase and /myholo/mallorder, for members only. */
export const orderRoutes: RouteObject[] = [
  {
    path: 'myholo/purchase',
    handle: { title: msg`Purchases` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <PurchasePage />
      </RequireAuth>
    ),
  },
  {
    path: 'myholo/mallorder',
    handle: { title: msg`Store orders` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <MallOrderPage />
      </RequireAuth>
    ),
  },
];
