/**
 * The seller site's route tree: every feature (src/seller/features/<area>/routes.tsx) exports its
 * `routes` (paths relative to /seller) and its `navItem`; adding an area is one import and one
 * entry in `features` below.
 */
import type { RouteObject } from 'react-router-dom';
import { sortNav, type SellerNavItem } from './seller-nav';
import { SellerRoot } from './seller-root';
import { SellerNotFoundPage } from './seller-not-found-page';
import * as dashboard from '../features/dashboard/routes';
import * as listings from '../features/listings/routes';
import * as offers from '../features/offers/routes';
import * as orders from '../features/orders/routes';
import * as cases from '../features/cases/routes';
import * as feedback from '../features/feedback/routes';
import * as messages from '../features/messages/routes';
import * as proceeds from '../features/proceeds/routes';
import * as store from '../features/store/routes';

interface SellerFeature {
  routes: RouteObject[];
  navItem: SellerNavItem;
}

const features: SellerFeature[] = [dashboard, listings, offers, orders, cases, feedback, messages, proceeds, store];

export const sellerNav: SellerNavItem[] = sortNav(features.map((feature) => feature.navItem));

export const sellerRouteTree: RouteObject[] = [
  {
    path: '/',
    element: <SellerRoot nav={sellerNav} />,
    children: [...features.flatMap((feature) => feature.routes), { path: '*', element: <SellerNotFoundPage /> }],
  },
];
