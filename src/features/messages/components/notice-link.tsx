import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface NoticeLinkProps {
  href: string;
  className?: string;
  onOpen?: () => void;
  children: ReactNode;
}

/** A notice's Link: a path inside Holo navigates; an https site (the seller site, later) opens in a new window; anything else is not a link. */
export function NoticeLink({ href, className, onOpen, children }: NoticeLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} onClick={onOpen}>
        {children}
      </Link>
    );
  }
  if (!/^https:\/\//.test(href)) return <span className={className}>{children}</span>;
  return (
    <a href={href} className={className} onClick={onOpen} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
