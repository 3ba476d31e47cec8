import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { SellerNavItem } from '../../app/seller-nav';
import { OrdersPage } from './pages/orders-page';
import { OrderPage } from './pages/order-page';
import { PackingSlipPage } from './pages/packing-slip-page';

export const routes: RouteObject[] = [
  { path: 'orders', element: <OrdersPage /> },
  { path: 'orders/:kind/:id', element: <OrderPage /> },
  { path: 'orders/:kind/:id/packing-slip', element: <PackingSlipPage /> },
];

export const navItem: SellerNavItem = { to: '/orders', label: msg`Orders`, order: 30 };
