import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { SellerNavItem } from '../../app/seller-nav';
import { OffersPage } from './pages/offers-page';

export const routes: RouteObject[] = [{ path: 'offers', element: <OffersPage /> }];

export const navItem: SellerNavItem = { to: '/offers', label: msg`Offers`, order: 20 };
