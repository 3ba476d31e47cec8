import { useLingui } from '@lingui/react/macro';
import { BrowseLinkItem } from './browse-link';
import { browseLinks } from './browse-links';

/** The home page's menu (spec 1 "Home"): the same links as the header's nav (browse-links.ts). */
export function HomeMenu() {
  const { t } = useLingui();
  return (
    <nav className="home-menu" aria-label={t`Browse`}>
      {browseLinks.map((link) => (
        <BrowseLinkItem key={link.to} link={link} className="home-menu__link" />
      ))}
    </nav>
  );
}
