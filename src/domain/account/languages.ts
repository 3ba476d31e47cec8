/** The interface languages; the PWA keeps the choice in the `holo_lang` cookie. */
export const languages = ['en', 'zh-Hant', 'ko', 'ja'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
