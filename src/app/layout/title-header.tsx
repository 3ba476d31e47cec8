import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { LanguagePicker } from './header/language-picker';
import { useRouteTitle } from './use-route-title';

/**
 * The bar shown instead of the site header on account, auth, terms, pay and message pages. It keeps
 * the language picker: someone signing up must be able to read the forms in their language.
 * `underSiteHeader`: on a desktop a member page shows the site header too (title-header-paths.ts);
 * this bar then scrolls away under it and leaves the language and logo to it.
 */
export function TitleHeader({ underSiteHeader = false }: { underSiteHeader?: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const title = useRouteTitle();
  // React Router keeps the history index in history.state; 0 means this tab opened on this page.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <header className={`title-header${underSiteHeader ? ' title-header--under-site-header' : ''}`}>
      <div className="title-header__inner">
        <button type="button" className="title-header__back" aria-label={t`Back`} onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <p className="title-header__title">{title ? i18n._(title) : ''}</p>
        <div className="title-header__end">
          <LanguagePicker />
          <Link to="/" className="title-header__logo" aria-label={t`Holo home`}>
            <img src="/favicon.svg" alt="" width="28" height="28" />
          </Link>
        </div>
      </div>
    </header>
  );
}
