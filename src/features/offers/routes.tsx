import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/offerhistory/:id, for members only. */
export const offerRoutes: RouteObject[] = [
  {
    path: 'myholo/offerhistory/:id',
    handle: { title: msg`Offer history` } satisfies RouteHandle,
    lazy: async () => {
      const { OfferHistoryPage } = await import('./pages/offer-history-page');
      return {
        Component: () => (
          <RequireAuth>
            <OfferHistoryPage />
          </RequireAuth>
        ),
      };
    },
  },
];
