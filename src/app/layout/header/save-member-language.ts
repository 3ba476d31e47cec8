import type { Locale } from '../../../domain/language/locales';
import { apiFetch } from '../../../lib/api/api-client';
import { session } from '../../../lib/session/session-store';

/**
 * Tells the server the language a signed-in member picked, so their notifications, push texts and
 * e-mails come in it too (PUT /api/me/language). Best effort: the switch on screen has happened
 * already and stays, whatever the answer; a visitor's choice lives in the cookie only.
 */
export async function saveMemberLanguage(locale: Locale): Promise<void> {
  if (!session.user) return;
  try {
    await apiFetch('/api/me/language', { method: 'PUT', body: { Language: locale } });
    if (session.user) session.user.Language = locale;
  } catch {
    // Offline or refused: the next pick (or the next sign-up) saves it.
  }
}
