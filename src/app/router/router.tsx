import { msg } from '@lingui/core/macro';
import { createBrowserRouter } from 'react-router-dom';
import { PageLoading } from '../../components/page/page-loading';
import { authRoutes } from '../../features/auth';
import { biddingRoutes } from '../../features/bidding';
import { offerRoutes } from '../../features/offers';
import { cartRoutes } from '../../features/cart';
import { catalogRoutes } from '../../features/catalog';
import { itemRoutes } from '../../features/item';
import { recentlyViewedRoutes } from '../../features/recently-viewed';
import { savedSearchRoutes } from '../../features/saved-searches';
import { sellerRelationRoutes } from '../../features/seller-relations';
import { watchRoutes } from '../../features/watch';
import { pushRoutes } from '../../features/push';
import { verificationRoutes } from '../../features/verification';
import { addressRoutes } from '../../features/address';
import { cardFormRoutes } from '../../features/card-form';
import { checkoutRoutes } from '../../features/checkout';
import { couponRoutes } from '../../features/coupons';
import { orderRoutes } from '../../features/orders';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { placeholderRoutes } from './placeholder-routes';

const notFound: RouteHandle = { title: msg`Page not found` };

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      ...catalogRoutes,
      ...itemRoutes,
      ...authRoutes,
      ...watchRoutes,
      ...pushRoutes,
      ...biddingRoutes,
      ...offerRoutes,
      ...savedSearchRoutes,
      ...sellerRelationRoutes,
      ...recentlyViewedRoutes,
      ...verificationRoutes,
      ...addressRoutes,
      ...cardFormRoutes,
      ...cartRoutes,
      ...checkoutRoutes,
      ...couponRoutes,
      ...orderRoutes,
      ...placeholderRoutes,
      { path: '*', Component: NotFoundPage, handle: notFound },
    ],
  },
]);
