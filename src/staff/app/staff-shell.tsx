import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import type { StaffMeReply } from '../../domain/staff/staff.schema';
import { deskPages } from '../lib/desks';
import { LanguageSelect } from '../../components/language/language-select';
import { signOutOfConsole } from './sign-out';

/** The console's frame: a sidebar of the member's desks on a desktop, a menu on a phone. */
export function StaffShell({ me, children }: { me: StaffMeReply; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const desks = deskPages.filter((page) => me.Desks.includes(page.desk));
  return (
    <div className="staff">
      <header className="staff-bar">
        <button type="button" className="staff-bar__menu" aria-expanded={menuOpen} aria-controls="staff-nav" onClick={() => setMenuOpen((open) => !open)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t`Menu`}</span>
        </button>
        <span className="staff-bar__brand">{t`Holo staff`}</span>
        <span className="staff-bar__who">{me.Nickname}</span>
        <LanguageSelect className="staff-bar__language" />
      </header>
      <nav id="staff-nav" className={`staff-nav${menuOpen ? ' staff-nav--open' : ''}`} aria-label={t`Desks`}>
        <ul className="staff-nav__list">
          {desks.map((page) => (
            <li key={page.desk}>
              <NavLink className="staff-nav__link" to={page.path} onClick={close}>{i18n._(page.label)}</NavLink>
            </li>
          ))}
          <li>
            <NavLink className="staff-nav__link" to="/log" onClick={close}>{t`Staff log`}</NavLink>
          </li>
        </ul>
        <div className="staff-nav__foot">
          <a className="staff-nav__link" href="/">{t`Back to Holo`}</a>
          <button type="button" className="staff-nav__link staff-nav__signout" onClick={() => void signOutOfConsole()}>{t`Sign out`}</button>
        </div>
      </nav>
      <main className="staff-main" id="main">{children}</main>
    </div>
  );
}
