import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOtherSitePath } from '../../../../sw/shared-with-page';

/**
 * A notice's HTML body, sanitised by the server (allow-listed tags and attributes, safe links).
 * A plain click on a link inside the app stays in it (no reload); others (the seller site's, other
 * sites') open as the browser would.
 */
export function NoticeBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || isOtherSitePath(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  return <div className="notice-detail__body prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
