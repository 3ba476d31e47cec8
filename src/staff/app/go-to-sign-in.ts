import { rememberReturnPage } from '../../lib/navigation/return-page';

/** Holo's one sign-in page, then back to this console page (the login page loads it again). */
export function goToSignIn() {
  rememberReturnPage(window.location.pathname + window.location.search);
  window.location.assign('/login');
}
