import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isOtherSitePath } from '../../../../sw/shared-with-page';

interface NoticeLinkProps {
  href: string;
  className?: string;
  onOpen?: () => void;
  children: ReactNode;
}

/**
 * A notice's Link: a path of the app navigates; one of the seller site's (a notice meant for the
 * seller) or an https site opens in a new window, so the inbox (and its mark-read) stays; anything
 * else is not a link.
 */
export function NoticeLink({ href, className, onOpen, children }: NoticeLinkProps) {
  const samePath = href.startsWith('/') && !href.startsWith('//');
  if (samePath && !isOtherSitePath(href.split(/[?#]/)[0] ?? href)) {
    return (
      <Link to={href} className={className} onClick={onOpen}>
        {children}
      </Link>
    );
  }
  if (!samePath && !/^https:\/\//.test(href)) return <span className={className}>{children}</span>;
  return (
    <a href={href} className={className} onClick={onOpen} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
