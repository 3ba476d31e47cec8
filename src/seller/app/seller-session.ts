/**
 * The sign-in is the buyer's (same origin, same cookie): a visitor or a lost session goes to the
 * buyer's /login, which comes back here with a full page load (return-page.ts returnAfterSignIn).
 */
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../lib/api/api-client';
import { rememberReturnPage } from '../../lib/navigation/return-page';
import { setSessionUser } from '../../lib/session/session-store';

/** Remembers this seller page and opens the buyer's sign-in page. */
export function signInAndComeBack(location: Location = window.location) {
  rememberReturnPage(location.pathname + location.search);
  location.assign('/login');
}

export function watchSellerSession(client: QueryClient) {
  // GET /api/me's 401 is an answer (redirect false), handled by SellerRoot; any other 401 is a lost session.
  setUnauthorizedHandler((redirect) => {
    if (!redirect) return;
    setSessionUser(null);
    client.clear();
    signInAndComeBack();
  });
}
