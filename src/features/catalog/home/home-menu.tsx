import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';

/** The home page's menu (spec 1 "Home"): home, auctions, buy now and newly listed. */
export function HomeMenu() {
  const { t } = useLingui();
  return (
    <nav className="home-menu" aria-label={t`Browse`}>
      <NavLink to="/" end className="home-menu__link">
        {t`Home`}
      </NavLink>
      <NavLink to="/market?type=2" className="home-menu__link">
        {t`Auction`}
      </NavLink>
      <NavLink to="/market?type=1" className="home-menu__link">
        {t`Buy Now`}
      </NavLink>
      <NavLink to="/market?sort=3" className="home-menu__link">
        {t`Newly`}
      </NavLink>
    </nav>
  );
}
