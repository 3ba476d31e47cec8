import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { SellerNavItem } from '../../app/seller-nav';
import { MessagesPage } from './pages/messages-page';

export const routes: RouteObject[] = [
  { path: 'messages', element: <MessagesPage /> },
  { path: 'messages/:id', element: <MessagesPage /> },
];

export const navItem: SellerNavItem = { to: '/messages', label: msg`Messages`, order: 60 };
