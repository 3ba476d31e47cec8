/**
 * The seller site's layout: a sidebar with the areas on a desktop, a compact top bar whose menu
 * opens the same list on a phone; both carry the way back to Holo, the language and sign out.
 */
import { useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { SellerNavItem } from './seller-nav';
import { LanguageSelect } from '../../components/language/language-select';
import { SignOutButton } from './sign-out-button';
import { BRAND_NAME } from '../../lib/brand';

export function SellerLayout({ nickname, nav }: { nickname: string; nav: readonly SellerNavItem[] }) {
  const { t, i18n } = useLingui();
  const menuId = useId();
  const location = useLocation();
  // The phone's menu is open for the page it was opened on: choosing a page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: (was: boolean) => boolean) => setMenuOpenOn(open(menuOpen) ? location.pathname : null);

  return (
    <div className="seller-shell">
      <header className="seller-topbar">
        <a className="seller-brand" href="/seller/">
          <span className="seller-brand__word">{BRAND_NAME}</span>
          <span className="seller-brand__tag">{t`Seller`}</span>
        </a>
        <button
          type="button"
          className="btn btn--ghost btn--small seller-topbar__menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t`Menu`}
        </button>
      </header>
      <aside id={menuId} className={`seller-sidebar${menuOpen ? ' seller-sidebar--open' : ''}`}>
        <a className="seller-brand seller-sidebar__brand" href="/seller/">
          <span className="seller-brand__word">{BRAND_NAME}</span>
          <span className="seller-brand__tag">{t`Seller`}</span>
        </a>
        <nav aria-label={t`Seller site`}>
          <ul className="seller-nav">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className="seller-nav__link">
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="seller-sidebar__foot">
          <p className="seller-sidebar__who">{t`Signed in as ${nickname}`}</p>
          <LanguageSelect className="seller-language" />
          <a className="seller-nav__link" href="/">
            {t`Back to Holo`}
          </a>
          <SignOutButton />
        </div>
      </aside>
      <main className="seller-main">
        <Outlet />
      </main>
    </div>
  );
}
