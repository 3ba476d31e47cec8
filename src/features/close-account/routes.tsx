import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const AccountTermsPage = lazyPage(async () => (await import('./pages/account-terms-page')).AccountTermsPage);

/** /terms/account: the closing terms, open to everyone; closing itself needs a signed-in member. */
export const closeAccountRoutes: RouteObject[] = [
  {
    path: 'terms/account',
    handle: { title: msg`Close account` } satisfies RouteHandle,
    element: <AccountTermsPage />,
  },
];
