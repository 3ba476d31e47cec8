import { i18n } from '@lingui/core';
import { setCookie } from '../browser/cookies';
import { session } from '../session/session-store';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../../domain/language/detect-language';
import type { Locale } from '../../domain/language/locales';

/**
 * Loads a catalog (compiled from its .po file by Lingui's Vite plugin, one chunk per language),
 * activates it and sets <html lang>. `remember` stores the choice in the holo_lang cookie for a year.
 */
export async function activateLanguage(locale: Locale, { remember = false } = {}) {
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  session.language = locale;
  if (remember) setCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_MAX_AGE);
}
