import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** The marketplace checkout (also re-pay), the payment result page and the CHP charge page: members only. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: 'pay/checkout/:orderId?',
    handle: { title: msg`Checkout` } satisfies RouteHandle,
    lazy: async () => {
      const { CheckoutPage } = await import('./pages/checkout-page');
      return {
        Component: () => (
          <RequireAuth>
            <CheckoutPage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'pay/result',
    handle: { title: msg`Payment result` } satisfies RouteHandle,
    lazy: async () => {
      const { PayResultPage } = await import('./pages/pay-result-page');
      return {
        Component: () => (
          <RequireAuth>
            <PayResultPage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'pay/chp',
    handle: { title: msg`Top up CHP` } satisfies RouteHandle,
    lazy: async () => {
      const { ChpPage } = await import('./pages/chp-page');
      return {
        Component: () => (
          <RequireAuth>
            <ChpPage />
          </RequireAuth>
        ),
      };
    },
  },
];
