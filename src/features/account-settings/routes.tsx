import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const AccountSettingsPage = lazyPage(async () => (await import('./pages/account-settings-page')).AccountSettingsPage);

/** /myholo/setting, for members only. */
export const accountSettingsRoutes: RouteObject[] = [
  {
    path: 'myholo/setting',
    handle: { title: msg`Account settings` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <AccountSettingsPage />
      </RequireAuth>
    ),
  },
];
