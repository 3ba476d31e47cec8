import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/coupons for members; /coupon (a shared link) for anyone, drawing needs a sign-in. */
export const couponRoutes: RouteObject[] = [
  {
    path: 'myholo/coupons',
    handle: { title: msg`My coupons` } satisfies RouteHandle,
    lazy: async () => {
      const { MyCouponsPage } = await import('./pages/my-coupons-page');
      return {
        Component: () => (
          <RequireAuth>
            <MyCouponsPage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'coupon',
    handle: { title: msg`A gift from a friend` } satisfies RouteHandle,
    lazy: async () => {
      const { ShareCouponPage } = await import('./pages/share-coupon-page');
      return { Component: ShareCouponPage };
    },
  },
];
