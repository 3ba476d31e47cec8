import { useLingui } from '@lingui/react/macro';
import { apiFetch } from '../../lib/api/api-client';
import { isLocale, locales, type Locale } from '../../domain/language/locales';
import { activateBackofficeLanguage } from './seller-language';

/** Each language in its own name, like the buyer's picker. */
const localeNames: Record<Locale, string> = { en: 'English', 'zh-Hant': '繁體中文', ko: '한국어', ja: '日本語' };

/** The seller site's language: remembered on the device (holo_lang) and saved to the member for what the server writes them. */
export function LanguageSelect() {
  const { t, i18n } = useLingui();
  async function choose(value: string) {
    if (!isLocale(value)) return;
    await activateBackofficeLanguage(value, { remember: true });
    // Best effort: the switch on screen has happened either way.
    await apiFetch('/api/me/language', { method: 'PUT', body: { Language: value } }).catch(() => undefined);
  }
  return (
    <label className="seller-language">
      <span className="seller-language__label">{t`Language`}</span>
      <select className="seller-language__select" value={i18n.locale} onChange={(event) => void choose(event.target.value)}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
