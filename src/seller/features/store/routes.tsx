import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { SellerNavItem } from '../../app/seller-nav';
import { StorePage } from './pages/store-page';

export const routes: RouteObject[] = [{ path: 'store', element: <StorePage /> }];

export const navItem: SellerNavItem = { to: '/store', label: msg`Store`, order: 80 };
