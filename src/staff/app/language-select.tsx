import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { locales, type Locale } from '../../domain/language/locales';
import { activateLanguage } from '../../lib/i18n/activate-language';
import { session } from '../../lib/session/session-store';

/** Each language named in itself, never translated. */
const localeNames: Record<Locale, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- endonym, shown as is in every language
  en: 'English',
  'zh-Hant': '繁體中文',
  ko: '한국어',
  ja: '日本語',
};

/** The four languages; the choice is kept in the same cookie as the buyer PWA's. */
export function LanguageSelect() {
  const { t } = useLingui();
  const { language } = useSnapshot(session);
  return (
    <label className="staff-bar__language">
      <span className="visually-hidden">{t`Language`}</span>
      <select className="field__select" value={language} onChange={(event) => void activateLanguage(event.target.value as Locale, { remember: true })}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
