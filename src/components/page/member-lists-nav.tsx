import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NavLink, useLocation } from 'react-router-dom';
import { useScrollEdges } from '../../lib/hooks/use-scroll-edges';

/** Links between the member's lists, above each of them: watch, bids, purchases, store orders, saved searches, sellers, recently viewed, blocked. */
export function MemberListsNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const links = [
    { to: '/myholo/watch', label: t`Watch list` },
    { to: '/myholo/bids', label: t`My bids` },
    { to: '/myholo/purchase', label: t`Purchases` },
    { to: '/myholo/mallorder', label: t`Store orders` },
    { to: '/myholo/search', label: t`Saved searches` },
    { to: '/myholo/sellers', label: t`Saved sellers` },
    { to: '/myholo/recently', label: t`Recently viewed` },
    { to: '/myholo/block', label: t`Blocked list` },
  ];

  // On a phone the links scroll sideways: the current one comes into view, a cut edge fades.
  useScrollEdges(listRef, '[aria-current="page"]', [pathname]);

  return (
    <nav className="member-nav" aria-label={t`My lists`}>
      <ul className="member-nav__list" ref={listRef}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="member-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
