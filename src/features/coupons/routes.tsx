import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const MyCouponsPage = lazyPage(async () => (await import('./pages/my-coupons-page')).MyCouponsPage);
const ShareCouponPage = lazyPage(async () => (await import('./pages/share-coupon-page')).ShareCouponPage);

/** /myholo/coupons for members; /coupon (a shared link) for anyone, drawing needs a sign-in. */
export const couponRoutes: RouteObject[] = [
  {
    path: 'myholo/coupons',
    handle: { title: msg`My coupons` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <MyCouponsPage />
      </RequireAuth>
    ),
  },
  {
    path: 'coupon',
    handle: { title: msg`A gift from a friend` } satisfies RouteHandle,
    element: <ShareCouponPage />,
  },
];
