import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { activateLanguage } from '../../../lib/i18n/activate-language';
import { isLocale, locales, type Locale } from '../../../domain/language/locales';
import { session } from '../../../lib/session/session-store';

/** Each language named in itself, as a language picker shows it: never translated. */
const localeNames: Record<Locale, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- endonym, shown as is in every language
  en: 'English',
  'zh-Hant': '繁體中文',
  ko: '한국어',
  ja: '日本語',
};

/** English, 繁體中文, 한국어, 日本語; the choice is remembered in the holo_lang cookie for a year. */
export function LanguagePicker() {
  const { t } = useLingui();
  const { language } = useSnapshot(session);
  return (
    <div className="language-picker">
      <label htmlFor="language-picker" className="visually-hidden">
        {t`Language`}
      </label>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="language-picker__icon">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <select
        id="language-picker"
        className="language-picker__select"
        value={language}
        onChange={(e) => {
          if (isLocale(e.target.value)) void activateLanguage(e.target.value, { remember: true });
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
