import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /authentication: the ID verification status page, for members only. */
export const verificationRoutes: RouteObject[] = [
  {
    path: 'authentication',
    handle: { title: msg`ID verification` } satisfies RouteHandle,
    lazy: async () => {
      const { AuthenticationPage } = await import('./pages/authentication-page');
      return {
        Component: () => (
          <RequireAuth>
            <AuthenticationPage />
          </RequireAuth>
        ),
      };
    },
  },
];
