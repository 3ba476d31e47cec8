/** The display languages of spec 1 section 1; English is the source language of the catalogs. */
export const locales = ['en', 'zh-Hant', 'ko', 'ja'] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = 'en';

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

/** Each language named in itself, as a language picker shows it: never translated. */
export const localeNames: Record<Locale, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- endonym, shown as is in every language
  en: 'English',
  'zh-Hant': '繁體中文',
  ko: '한국어',
  ja: '日本語',
};
