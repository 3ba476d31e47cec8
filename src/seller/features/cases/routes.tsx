import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { SellerNavItem } from '../../app/seller-nav';
import { CasesPage } from './pages/cases-page';
import { CasePage } from './pages/case-page';

export const routes: RouteObject[] = [
  { path: 'cases', element: <CasesPage /> },
  { path: 'cases/:kind/:orderId', element: <CasePage /> },
];

export const navItem: SellerNavItem = { to: '/cases', label: msg`Cases`, order: 40 };
