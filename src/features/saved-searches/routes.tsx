import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/search, for members only. */
export const savedSearchRoutes: RouteObject[] = [
  {
    path: 'myholo/search',
    handle: { title: msg`Saved searches` } satisfies RouteHandle,
    lazy: async () => {
      const { SavedSearchesPage } = await import('./pages/saved-searches-page');
      return {
        Component: () => (
          <RequireAuth>
            <SavedSearchesPage />
          </RequireAuth>
        ),
      };
    },
  },
];
