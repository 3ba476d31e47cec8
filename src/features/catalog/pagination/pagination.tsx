import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pageWindow } from './page-window';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page: the URL holds the page, so back and forward move between pages. */
  hrefFor: (page: number) => string;
}

/** Numbered pages with previous and next, as links (Tab, Enter; the current page is marked). */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  const previous = page - 1;
  const next = page + 1;
  return (
    <nav className="pager" aria-label={t`Pages`}>
      {page > 1 ? (
        <Link className="pager__step" to={hrefFor(previous)} aria-label={t`Previous page`} rel="prev">
          ‹
        </Link>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">‹</span>
      )}
      <ol className="pager__pages">
        {pages.map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className="pager__page"
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="pager__step" to={hrefFor(next)} aria-label={t`Next page`} rel="next">
          ›
        </Link>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">›</span>
      )}
    </nav>
  );
}
