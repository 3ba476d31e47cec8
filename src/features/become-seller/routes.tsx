import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const BecomeSellerPage = lazyPage(async () => (await import('./pages/become-seller-page')).BecomeSellerPage);
const MerchantStatusPage = lazyPage(async () => (await import('./pages/merchant-status-page')).MerchantStatusPage);

/** /becomeseller and /merchants (spec 3), members only: visitors sign in first and come back. */
export const becomeSellerRoutes: RouteObject[] = [
  {
    path: 'becomeseller/:id?',
    handle: { title: msg`Become a seller` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <BecomeSellerPage />
      </RequireAuth>
    ),
  },
  {
    path: 'merchants/:id?',
    handle: { title: msg`Seller application` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <MerchantStatusPage />
      </RequireAuth>
    ),
  },
];
