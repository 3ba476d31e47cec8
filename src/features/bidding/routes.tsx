import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/bidhistory/:id and /myholo/bids, for members only. */
export const biddingRoutes: RouteObject[] = [
  {
    path: 'myholo/bidhistory/:id',
    handle: { title: msg`Bid history` } satisfies RouteHandle,
    lazy: async () => {
      const { BidHistoryPage } = await import('./pages/bid-history-page');
      return {
        Component: () => (
          <RequireAuth>
            <BidHistoryPage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'myholo/bids',
    handle: { title: msg`My bids` } satisfies RouteHandle,
    lazy: async () => {
      const { MyBidsPage } = await import('./pages/my-bids-page');
      return {
        Component: () => (
          <RequireAuth>
            <MyBidsPage />
          </RequireAuth>
        ),
      };
    },
  },
];
