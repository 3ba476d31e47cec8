/**
 * The seller site's layout: a sidebar with the areas on a desktop, a compact top bar whose menu
 * opens the same list on a phone; both carry the way back to Holo, the language and sign out.
 */
import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { SellerNavItem } from './seller-nav';
import { LanguageSelect } from './language-select';
import { SignOutButton } from './sign-out-button';

export function SellerLayout({ nickname, nav }: { nickname: string; nav: readonly SellerNavItem[] }) {
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  // Choosing a page closes the phone's menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="seller-shell">
      <header className="seller-topbar">
        <a className="seller-brand" href="/seller/">
          <span className="seller-brand__word">Holo</span>
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
          <span className="seller-brand__word">Holo</span>
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
          <LanguageSelect />
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
