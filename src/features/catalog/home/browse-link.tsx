import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'react-router-dom';
import { isCurrentBrowseLink, type BrowseLink } from './browse-links';

/** One of the browse links (browse-links.ts), marked current only on exactly its page. */
export function BrowseLinkItem({ link, className }: { link: BrowseLink; className: string }) {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const current = isCurrentBrowseLink(link, pathname, search);
  return (
    <Link to={link.to} className={`${className}${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined}>
      {i18n._(link.label)}
    </Link>
  );
}
