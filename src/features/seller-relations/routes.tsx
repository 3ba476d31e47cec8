import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const SavedSellersPage = lazyPage(async () => (await import('./pages/saved-sellers-page')).SavedSellersPage);
const BlockedPage = lazyPage(async () => (await import('./pages/blocked-page')).BlockedPage);

/** /myholo/sellers and /myholo/block, for members only. */
export const sellerRelationRoutes: RouteObject[] = [
  {
    path: 'myholo/sellers',
    handle: { title: msg`Saved sellers` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <SavedSellersPage />
      </RequireAuth>
    ),
  },
  {
    path: 'myholo/block',
    handle: { title: msg`Blocked list` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <BlockedPage />
      </RequireAuth>
    ),
  },
];
