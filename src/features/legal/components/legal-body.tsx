import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A legal text's HTML, sanitised by the server (headings, paragraphs, lists, emphasis, safe links).
 * A plain click on a link inside Holo (another terms page) stays in the app; others open as usual.
 */
export function LegalBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  return <div className="legal-text__body prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
