/** The display languages of spec 1 section 1; English is the source language of the catalogs. */
export const locales = ['en', 'zh-Hant', 'ko', 'ja'] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = 'en';

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}
