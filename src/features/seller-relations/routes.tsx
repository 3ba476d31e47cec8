import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/sellers and /myholo/block, for members only. */
export const sellerRelationRoutes: RouteObject[] = [
  {
    path: 'myholo/sellers',
    handle: { title: msg`Saved sellers` } satisfies RouteHandle,
    lazy: async () => {
      const { SavedSellersPage } = await import('./pages/saved-sellers-page');
      return {
        Component: () => (
          <RequireAuth>
            <SavedSellersPage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'myholo/block',
    handle: { title: msg`Blocked list` } satisfies RouteHandle,
    lazy: async () => {
      const { BlockedPage } = await import('./pages/blocked-page');
      return {
        Component: () => (
          <RequireAuth>
            <BlockedPage />
          </RequireAuth>
        ),
      };
    },
  },
];
