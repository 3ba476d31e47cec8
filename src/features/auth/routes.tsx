import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** /login, /register and /forgot, each loaded on demand. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: handle(msg`Sign in`),
    lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  },
  {
    path: 'register',
    handle: handle(msg`Register`),
    lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }),
  },
  {
    path: 'forgot',
    handle: handle(msg`Forgot password`),
    lazy: async () => ({ Component: (await import('./pages/forgot-page')).ForgotPage }),
  },
];
