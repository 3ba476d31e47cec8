import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const AuthenticationPage = lazyPage(async () => (await import('./pages/authentication-page')).AuthenticationPage);

/** /authentication: the ID verification status page, for members only. */
export const verificationRoutes: RouteObject[] = [
  {
    path: 'authentication',
    handle: { title: msg`ID verification` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <AuthenticationPage />
      </RequireAuth>
    ),
  },
];
