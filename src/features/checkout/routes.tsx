import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const CheckoutPage = lazyPage(async () => (await import('./pages/checkout-page')).CheckoutPage);
const PayResultPage = lazyPage(async () => (await import('./pages/pay-result-page')).PayResultPage);
const ChpPage = lazyPage(async () => (await import('./pages/chp-page')).ChpPage);
const WarehousePayPage = lazyPage(async () => (await import('./pages/warehouse-pay-page')).WarehousePayPage);

/** The marketplace checkout (also re-pay), the payment result page and the CHP charge page: members only. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: 'pay/checkout/:orderId?',
    handle: { title: msg`Checkout` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <CheckoutPage />
      </RequireAuth>
    ),
  },
  {
    path: 'pay/result',
    handle: { title: msg`Payment result` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <PayResultPage />
      </RequireAuth>
    ),
  },
  {
    path: 'pay/chp',
    handle: { title: msg`Top up CHP` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <ChpPage />
      </RequireAuth>
    ),
  },
  {
    path: 'pay/warehouse/:id',
    handle: { title: msg`Pay warehouse postage` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <WarehousePayPage />
      </RequireAuth>
    ),
  },
];
