/**
 * The seller site's and the staff console's language: the member's (GET /api/me Language) once signed in, else the
 * holo_lang cookie or the device's (detect-language.ts), like the buyer's app. It loads the
 * `backoffice` catalog (lingui.config.ts), never the buyer's `messages` one; until a language's
 * catalog is extracted the English source shows.
 */
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { setCookie } from '../browser/cookies';
import { session } from '../session/session-store';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../../domain/language/detect-language';
import type { Locale } from '../../domain/language/locales';

// A glob, not a template import: a language whose catalog is not extracted yet is simply absent.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/backoffice.po');

export async function activateBackofficeLanguage(locale: Locale, { remember = false } = {}) {
  const load = catalogs[`../../locales/${locale}/backoffice.po`];
  const messages = load ? (await load()).messages : {};
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  session.language = locale;
  if (remember) setCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_MAX_AGE);
}
