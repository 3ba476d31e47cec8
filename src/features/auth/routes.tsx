import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const LoginPage = lazyPage(async () => (await import('./pages/login-page')).LoginPage);
const RegisterPage = lazyPage(async () => (await import('./pages/register-page')).RegisterPage);
const ForgotPage = lazyPage(async () => (await import('./pages/forgot-page')).ForgotPage);

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** /login, /register and /forgot, each loaded on demand. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: handle(msg`Sign in`),
    element: <LoginPage />,
  },
  {
    path: 'register',
    handle: handle(msg`Register`),
    element: <RegisterPage />,
  },
  {
    path: 'forgot',
    handle: handle(msg`Forgot password`),
    element: <ForgotPage />,
  },
];
