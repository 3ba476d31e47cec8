import { MAX_COUNTED_RESULTS } from '../../../domain/catalog/market-search-options';

/**
 * Which page numbers a pager shows: the first, the last and `around` pages either side of the
 * current one, with a gap (null) where pages are skipped. 1 … 4 5 [6] 7 8 … 20.
 */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const from = Math.max(2, page - around);
  const to = Math.min(pageCount - 1, page + around);
  const pages: (number | null)[] = [1];
  if (from > 2) pages.push(from === 3 ? 2 : null);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < pageCount - 1) pages.push(to === pageCount - 2 ? pageCount - 1 : null);
  pages.push(pageCount);
  return pages;
}

/** Pages of a result; the server counts and pages no further than MAX_COUNTED_RESULTS. */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.min(total, MAX_COUNTED_RESULTS) / size));
}
