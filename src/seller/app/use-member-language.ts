import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { readCookie } from '../../lib/browser/cookies';
import type { CurrentUser } from '../../domain/account/current-user.schema';
import { isLocale } from '../../domain/language/locales';
import { LANGUAGE_COOKIE } from '../../domain/language/detect-language';
import { activateBackofficeLanguage } from '../../lib/i18n/backoffice-language';

/**
 * The language chosen on this device (the holo_lang cookie, as on the buyer's site) wins; without
 * one, a signed-in member sees the seller site in the language saved to their account rather than
 * the browser's.
 */
export function useMemberLanguage(user: CurrentUser | null) {
  const { i18n } = useLingui();
  const language = user?.Language;
  useEffect(() => {
    if (isLocale(readCookie(LANGUAGE_COOKIE))) return;
    if (language && language !== i18n.locale) void activateBackofficeLanguage(language);
  }, [language, i18n]);
}
