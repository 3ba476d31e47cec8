import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const SellerFeedbackPage = lazyPage(async () => (await import('./pages/feedback-page')).SellerFeedbackPage);
const BuyerFeedbackPage = lazyPage(async () => (await import('./pages/feedback-page')).BuyerFeedbackPage);

/** A member's feedback lists, public like the store pages that link to them (spec 3 "Feedback list"). */
export const feedbackRoutes: RouteObject[] = [
  {
    path: 'feedback/seller',
    handle: { title: msg`Seller feedback` } satisfies RouteHandle,
    element: <SellerFeedbackPage />,
  },
  {
    path: 'feedback/buyer',
    handle: { title: msg`Buyer feedback` } satisfies RouteHandle,
    element: <BuyerFeedbackPage />,
  },
];
