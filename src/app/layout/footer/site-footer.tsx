import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { marketBrowseLinks } from '../../../features/catalog';
import { InstallEntry } from '../../pwa/install-entry';
import { SellLink } from '../header/sell-link';
import { FooterSocialLinks } from './footer-social-links';

/** Spec 1 section 2: buy, sell, social links, company, policies, contact, copyright from 2022. */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const columns = [
    {
      title: t`Buy`,
      links: [
        { to: '/market', label: t`Browse the market` },
        // The header's and home menu's browse links (browse-links.ts), same words, same places.
        ...marketBrowseLinks.map((link) => ({ to: link.to, label: i18n._(link.label) })),
        { to: '/seller/list', label: t`Sellers` },
      ],
    },
    {
      title: t`Company`,
      links: [
        { to: '/terms/about', label: t`About Holo` },
        { to: '/terms/contact', label: t`Contact us` },
      ],
    },
    {
      title: t`Policies`,
      links: [
        { to: '/terms/service', label: t`Terms of Service` },
        { to: '/terms/privacy', label: t`Privacy Policy` },
      ],
    },
  ];
  const renderColumn = (column: (typeof columns)[number]) => (
    <nav key={column.title} className="site-footer__column" aria-label={column.title}>
      <h2 className="site-footer__heading">{column.title}</h2>
      <ul>
        {column.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__columns">
          {columns.slice(0, 1).map(renderColumn)}
          <nav className="site-footer__column" aria-label={t`Sell`}>
            <h2 className="site-footer__heading">{t`Sell`}</h2>
            <ul>
              <li>
                <SellLink className="site-footer__button" label={t`Start selling`} />
              </li>
            </ul>
          </nav>
          {columns.slice(1).map(renderColumn)}
        </div>
        <div className="site-footer__bottom">
          <FooterSocialLinks />
          <InstallEntry className="btn btn--ghost btn--small site-footer__install" />
          <p className="site-footer__copyright">{t`© 2022–${year} Holo. All rights reserved.`}</p>
        </div>
      </div>
    </footer>
  );
}
