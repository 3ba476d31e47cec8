import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DeferredUserMenu } from '../../../features/auth';
import { BrowseLinkItem, CategoryMegaMenu, HOME_LINK, marketBrowseLinks, SearchBox } from '../../../features/catalog';
import { ContactUsButton } from '../../../features/messages';
import { session } from '../../../lib/session/session-store';
import { useScrolledPast } from '../../../lib/hooks/use-scrolled-past';
import { useScrollEdges } from '../../../lib/hooks/use-scroll-edges';
import { HeaderBadges } from './header-badges';
import { LanguagePicker } from './language-picker';
import { SellLink } from './sell-link';
import { SiteLogo } from './site-logo';

/** Spec 1 section 2: the header sticks (with a shadow) once the page scrolls past 49 px. */
const STICKY_AFTER_PX = 49;

/** `wideOnly`: a member page's (title-header-paths.ts), shown on a desktop only, above its title header. */
export function SiteHeader({ wideOnly = false }: { wideOnly?: boolean }) {
  const { t } = useLingui();
  const { user, userKnown } = useSnapshot(session);
  const stuck = useScrolledPast(STICKY_AFTER_PX);
  // On a phone the links scroll sideways: the edge where more follows fades ("Buy It N…" was cut).
  const navRef = useRef<HTMLElement>(null);
  useScrollEdges(navRef, '.active');
  return (
    <header className={`site-header${stuck ? ' site-header--stuck' : ''}${wideOnly ? ' site-header--wide-only' : ''}`}>
      <div className="site-header__top">
        <SiteLogo />
        <div className="site-header__search">
          <SearchBox />
        </div>
        <div className="site-header__actions">
          <LanguagePicker />
          <ContactUsButton className="header-action header-action--icon contact-us-button--wide" />
          <HeaderBadges />
          <SellLink className="header-action sell-link--wide" />
          {user ? (
            <DeferredUserMenu user={user} />
          ) : (
            <div className={`auth-links${userKnown ? '' : ' auth-links--pending'}`}>
              <Link to="/login" className="header-action header-action--text">
                {t`Sign in`}
              </Link>
              <Link to="/register" className="btn btn--primary btn--small auth-links__register">
                {t`Register`}
              </Link>
            </div>
          )}
        </div>
      </div>
      <nav ref={navRef} className="site-header__nav" aria-label={t`Main`}>
        <CategoryMegaMenu />
        {/* The same links as the home menu (browse-links.ts); Home hides on a phone, where the logo is it. */}
        <BrowseLinkItem link={HOME_LINK} className="site-header__link site-header__link--home" />
        {marketBrowseLinks.map((link) => (
          <BrowseLinkItem key={link.to} link={link} className="site-header__link" />
        ))}
        <SellLink className="site-header__link sell-link--narrow" />
        <ContactUsButton look="text" className="site-header__link contact-us-button--narrow" />
      </nav>
    </header>
  );
}
