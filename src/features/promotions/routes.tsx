import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const ActivityPage = lazyPage(async () => (await import('./pages/activity-page')).ActivityPage);
const PromotionPage = lazyPage(async () => (await import('./pages/promotion-page')).PromotionPage);

/** /myholo/activity/:id? (open to visitors: spec 3 section 6) and the Korean /promotion/:id? page. */
export const promotionRoutes: RouteObject[] = [
  { path: 'myholo/activity/:id?', handle: { title: msg`Promotions` } satisfies RouteHandle, element: <ActivityPage /> },
  { path: 'promotion/:id?', handle: { title: msg`Promotion` } satisfies RouteHandle, element: <PromotionPage /> },
];
