import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /pay/cart and the store checkout, members only. */
export const cartRoutes: RouteObject[] = [
  {
    path: 'pay/cart',
    handle: { title: msg`Cart` } satisfies RouteHandle,
    lazy: async () => {
      const { CartPage } = await import('./pages/cart-page');
      return {
        Component: () => (
          <RequireAuth>
            <CartPage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'pay/storecheckout',
    handle: { title: msg`Checkout` } satisfies RouteHandle,
    lazy: async () => {
      const { StoreCheckoutPage } = await import('./pages/store-checkout-page');
      return {
        Component: () => (
          <RequireAuth>
            <StoreCheckoutPage />
          </RequireAuth>
        ),
      };
    },
  },
  // An existing store order: its own path, and the spec's official-mall cart checkout path (spec 2
  // section 2), which opens the same page. The page reads useParams().id (the spec's orderId).
  ...['pay/storecheckout/:id', 'pay/cartcheckout/:id'].map(
    (path): RouteObject => ({
      path,
      handle: { title: msg`Checkout` } satisfies RouteHandle,
      lazy: async () => {
        const { StoreOrderCheckoutPage } = await import('./pages/store-order-checkout-page');
        return {
          Component: () => (
            <RequireAuth>
              <StoreOrderCheckoutPage />
            </RequireAuth>
          ),
        };
      },
    }),
  ),
];
