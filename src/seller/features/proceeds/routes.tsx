import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { SellerNavItem } from '../../app/seller-nav';
import { ProceedsPage } from './pages/proceeds-page';

export const routes: RouteObject[] = [{ path: 'proceeds', element: <ProceedsPage /> }];

export const navItem: SellerNavItem = { to: '/proceeds', label: msg`Proceeds`, order: 70 };
