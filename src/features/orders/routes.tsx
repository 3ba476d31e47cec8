import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const PurchasePage = lazyPage(async () => (await import('./pages/purchase-page')).PurchasePage);
const MallOrderPage = lazyPage(async () => (await import('./pages/mall-order-page')).MallOrderPage);
const OrderDetailPage = lazyPage(async () => (await import('./pages/order-detail-page')).OrderDetailPage);
const StoreOrderDetailPage = lazyPage(async () => (await import('./pages/store-order-detail-page')).StoreOrderDetailPage);

/** The order lists and the order detail pages (spec 3 routes), for members only. */
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
  {
    path: 'myholo/detail/:orderId',
    handle: { title: msg`Order details` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <OrderDetailPage />
      </RequireAuth>
    ),
  },
  {
    path: 'myholo/orderdetail/:id',
    handle: { title: msg`Store order details` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <StoreOrderDetailPage />
      </RequireAuth>
    ),
  },
];
