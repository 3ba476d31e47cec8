import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const SavedSearchesPage = lazyPage(async () => (await import('./pages/saved-searches-page')).SavedSearchesPage);

/** /myholo/search, for members only. */
export const savedSearchRoutes: RouteObject[] = [
  {
    path: 'myholo/search',
    handle: { title: msg`Saved searches` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <SavedSearchesPage />
      </RequireAuth>
    ),
  },
];
