/**
 * Picks the display language: the `holo_lang` cookie when it names a supported language, otherwise
 * the first browser language we support (any Chinese reads Traditional Chinese, the only Chinese
 * offered), otherwise English.
 */
import { isLocale, sourceLocale, type Locale } from './locales';

export const LANGUAGE_COOKIE = 'holo_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeForBrowserLanguage(tag: string): Locale | undefined {
  const language = tag.toLowerCase().split(/[-_]/)[0];
  switch (language) {
    case 'en':
      return 'en';
    case 'zh':
      return 'zh-Hant';
    case 'ko':
      return 'ko';
    case 'ja':
      return 'ja';
    default:
      return undefined;
  }
}

export function detectLanguage(cookie: string | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const locale = localeForBrowserLanguage(tag);
    if (locale) return locale;
  }
  return sourceLocale;
}
