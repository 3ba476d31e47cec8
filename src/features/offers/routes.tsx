import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const OfferHistoryPage = lazyPage(async () => (await import('./pages/offer-history-page')).OfferHistoryPage);

/** /myholo/offerhistory/:id, for members only. */
export const offerRoutes: RouteObject[] = [
  {
    path: 'myholo/offerhistory/:id',
    handle: { title: msg`Offer history` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <OfferHistoryPage />
      </RequireAuth>
    ),
  },
];
