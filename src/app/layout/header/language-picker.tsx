import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { activateLanguage } from '../../../lib/i18n/activate-language';
import { useDisclosure } from '../../../lib/hooks/use-disclosure';
import { locales, type Locale } from '../../../domain/language/locales';
import { session } from '../../../lib/session/session-store';
import { saveMemberLanguage } from './save-member-language';

/** Each language named in itself, as a language picker shows it: never translated. */
const localeNames: Record<Locale, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- endonym, shown as is in every language
  en: 'English',
  'zh-Hant': '繁體中文',
  ko: '한국어',
  ja: '日本語',
};

/**
 * English, 繁體中文, 한국어, 日本語; the choice is remembered in the holo_lang cookie for a year, and
 * saved to a signed-in member (PUT /api/me/language) for what the server writes them.
 * A menu rather than a <select>: a select lays out every option's text with the page, and the
 * three CJK names send the browser through its whole font fallback on an English page's first
 * layout (on a 4x-throttled phone profile, ~130 ms of the first view's layout); a closed menu's
 * list is not laid out.
 */
export function LanguagePicker() {
  const { t } = useLingui();
  const { language } = useSnapshot(session);
  const { open, close, toggle, panelId, rootRef, buttonRef } = useDisclosure();

  function choose(locale: Locale) {
    close();
    buttonRef.current?.focus();
    if (locale === language) return;
    // The screen switches first; saving it to a signed-in member follows and never undoes it.
    void activateLanguage(locale, { remember: true }).then(() => saveMemberLanguage(locale));
  }

  return (
    <div className="language-picker" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-picker__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="language-picker__icon">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span className="visually-hidden">{t`Language`}</span>{' '}
        <span className="language-picker__current">{localeNames[language]}</span>
      </button>
      <ul id={panelId} className="language-picker__list" hidden={!open}>
        {locales.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              aria-current={locale === language ? 'true' : undefined}
              onClick={() => choose(locale)}
            >
              {localeNames[locale]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
