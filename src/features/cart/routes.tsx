import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const CartPage = lazyPage(async () => (await import('./pages/cart-page')).CartPage);
const StoreCheckoutPage = lazyPage(async () => (await import('./pages/store-checkout-page')).StoreCheckoutPage);
const StoreOrderCheckoutPage = lazyPage(async () => (await import('./pages/store-order-checkout-page')).StoreOrderCheckoutPage);

/** /pay/cart and the store checkout, members only. */
export const cartRoutes: RouteObject[] = [
  {
    path: 'pay/cart',
    handle: { title: msg`Cart` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <CartPage />
      </RequireAuth>
    ),
  },
  {
    path: 'pay/storecheckout',
    handle: { title: msg`Checkout` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <StoreCheckoutPage />
      </RequireAuth>
    ),
  },
  // An existing store order: its own path, and the spec's official-mall cart checkout path (spec 2
  // section 2), which opens the same page. The page reads useParams().id (the spec's orderId).
  ...['pay/storecheckout/:id', 'pay/cartcheckout/:id'].map(
    (path): RouteObject => ({
      path,
      handle: { title: msg`Checkout` } satisfies RouteHandle,
      element: (
        <RequireAuth>
          <StoreOrderCheckoutPage />
        </RequireAuth>
      ),
    }),
  ),
];
