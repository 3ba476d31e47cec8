import { apiFetch } from '../../lib/api/api-client';

/** Ends the session and leaves for Holo's home page (the PWA forgets the member's cache when it finds no session). */
export async function signOutOfConsole() {
  await apiFetch('/api/auth/sign-out', { method: 'POST', redirectOn401: false }).catch(() => undefined);
  window.location.assign('/');
}
