import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/setting, for members only. */
export const pushRoutes: RouteObject[] = [
  {
    path: 'myholo/setting',
    handle: { title: msg`Account settings` } satisfies RouteHandle,
    lazy: async () => {
      const { SettingsPage } = await import('./pages/settings-page');
      return {
        Component: () => (
          <RequireAuth>
            <SettingsPage />
          </RequireAuth>
        ),
      };
    },
  },
];
