import { useLingui } from '@lingui/react/macro';
import { apiFetch } from '../../lib/api/api-client';
import { activateBackofficeLanguage } from '../../lib/i18n/backoffice-language';
import { isLocale, locales, type Locale } from '../../domain/language/locales';

/** Each language in its own name, like the buyer's picker. */
const localeNames: Record<Locale, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- endonym, shown as is in every language
  en: 'English',
  'zh-Hant': '繁體中文',
  ko: '한국어',
  ja: '日本語',
};

/**
 * The seller site's and the staff console's language picker: remembered on the device (holo_lang)
 * and saved to the member for what the server writes them. `className` names its
 * parts in each frame's stylesheet (`…__label`, `…__select`).
 */
export function LanguageSelect({ className }: { className: string }) {
  const { t, i18n } = useLingui();
  async function choose(value: string) {
    if (!isLocale(value)) return;
    await activateBackofficeLanguage(value, { remember: true });
    // Best effort: the switch on screen has happened either way.
    await apiFetch('/api/me/language', { method: 'PUT', body: { Language: value } }).catch(() => undefined);
  }
  return (
    <label className={className}>
      <span className={`${className}__label`}>{t`Language`}</span>
      <select className={`field__select ${className}__select`} value={i18n.locale} onChange={(event) => void choose(event.target.value)}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
