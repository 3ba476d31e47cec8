import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { SellerNavItem } from '../../app/seller-nav';
import { DashboardPage } from './pages/dashboard-page';
import { CloneHandOff } from './pages/clone-hand-off';

/** /seller/ is the dashboard; Holo's "Sell one like this" hands off to /seller/?id=…&clone=new (CloneHandOff). */
export const routes: RouteObject[] = [{ index: true, element: <CloneHandOff fallback={<DashboardPage />} /> }];

export const navItem: SellerNavItem = { to: '/', label: msg`Dashboard`, order: 0 };
