import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const BidHistoryPage = lazyPage(async () => (await import('./pages/bid-history-page')).BidHistoryPage);
const MyBidsPage = lazyPage(async () => (await import('./pages/my-bids-page')).MyBidsPage);

/** /myholo/bidhistory/:id and /myholo/bids, for members only. */
export const biddingRoutes: RouteObject[] = [
  {
    path: 'myholo/bidhistory/:id',
    handle: { title: msg`Bid history` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <BidHistoryPage />
      </RequireAuth>
    ),
  },
  {
    path: 'myholo/bids',
    handle: { title: msg`My bids` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <MyBidsPage />
      </RequireAuth>
    ),
  },
];
