import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useCartCount } from '../../../features/cart';
import { useMessageCount } from '../../../features/messages';
import { WatchDropdown } from '../../../features/watch';
import { formatBadgeCount } from '../../../lib/format/badge-count';

const icons: Record<'messages' | 'cart', ReactNode> = {
  messages: <path d="M4 5h16v11H9l-5 4V5Z" />,
  cart: (
    <>
      <path d="M3 4h2l2.2 11h11l2-8H6.2" />
      <circle cx="9" cy="19.5" r="1.2" />
      <circle cx="17" cy="19.5" r="1.2" />
    </>
  ),
};

/** Watch list (a dropdown), messages and cart, each with its count capped at "99+". */
export function HeaderBadges() {
  const { t } = useLingui();
  const cartCount = useCartCount();
  const messageCount = useMessageCount();
  const items = [
    { key: 'messages', to: '/messages', label: t`Messages`, count: messageCount },
    { key: 'cart', to: '/pay/cart', label: t`Cart`, count: cartCount },
  ] as const;
  return (
    <ul className="header-badges">
      <li>
        <WatchDropdown />
      </li>
      {items.map((item) => {
        const badge = formatBadgeCount(item.count);
        return (
          <li key={item.key}>
            <Link to={item.to} className="header-action header-action--icon" aria-label={badge ? t`${item.label} (${badge})` : item.label}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
                {icons[item.key]}
              </svg>
              {badge && (
                <span className="badge" aria-hidden="true">
                  {badge}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
