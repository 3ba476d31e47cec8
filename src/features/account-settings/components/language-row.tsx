import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { showToast } from '../../../components/toast/toast-store';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { isLocale, locales, type Locale } from '../../../domain/language/locales';
import { apiFetch } from '../../../lib/api/api-client';
import { activateLanguage } from '../../../lib/i18n/activate-language';
import { currentUserKey } from '../../../lib/session/current-user-query';
import { session } from '../../../lib/session/session-store';

/** Each language named in itself, never translated (as the header's picker shows them). */
const localeNames: Record<Locale, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- endonym, shown as is in every language
  en: 'English',
  'zh-Hant': '繁體中文',
  ko: '한국어',
  ja: '日本語',
};

/**
 * Language: the header picker's choice as a select. The screen switches at once (and the cookie
 * remembers it); PUT /api/me/language saves it to the member for what the server writes them.
 */
export function LanguageRow() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { language } = useSnapshot(session);

  async function choose(value: string) {
    if (!isLocale(value) || value === language) return;
    await activateLanguage(value, { remember: true });
    try {
      await apiFetch('/api/me/language', { method: 'PUT', body: { Language: value } });
      queryClient.setQueryData<CurrentUser | null>(currentUserKey, (user) => (user ? { ...user, Language: value } : user));
    } catch {
      showToast(t`The setting could not be saved. Please try again.`, { tone: 'error' });
    }
  }

  return (
    <select id="setting-language" className="setting-row__select" value={language} onChange={(event) => void choose(event.target.value)}>
      {locales.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {localeNames[locale]}
        </option>
      ))}
    </select>
  );
}
