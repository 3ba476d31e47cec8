import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/purchase and /myholo/mallorder, for members only. */
export const orderRoutes: RouteObject[] = [
  {
    path: 'myholo/purchase',
    handle: { title: msg`Purchases` } satisfies RouteHandle,
    lazy: async () => {
      const { PurchasePage } = await import('./pages/purchase-page');
      return {
        Component: () => (
          <RequireAuth>
            <PurchasePage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'myholo/mallorder',
    handle: { title: msg`Store orders` } satisfies RouteHandle,
    lazy: async () => {
      const { MallOrderPage } = await import('./pages/mall-order-page');
      return {
        Component: () => (
          <RequireAuth>
            <MallOrderPage />
          </RequireAuth>
        ),
      };
    },
  },
];
