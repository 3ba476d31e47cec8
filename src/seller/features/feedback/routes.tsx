import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { SellerNavItem } from '../../app/seller-nav';
import { FeedbackPage } from './pages/feedback-page';

export const routes: RouteObject[] = [{ path: 'feedback', element: <FeedbackPage /> }];

export const navItem: SellerNavItem = { to: '/feedback', label: msg`Feedback`, order: 50 };
