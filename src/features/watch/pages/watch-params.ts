import { watchListQuery } from '../../../domain/member/watch.schema';
import { WATCH_PAGE_SIZE } from '../../../domain/member/watch-sizes';
import type { WatchListParams } from '../api/get-watch-list';

/** The watch page's search, filter, sort and page live in the URL (?search=&status=&sort=&page=). */
export function readWatchParams(searchParams: URLSearchParams): WatchListParams {
  const raw = Object.fromEntries(['status', 'sort', 'search', 'page'].flatMap((key) => {
    const value = searchParams.get(key);
    return value === null ? [] : [[key, value]];
  }));
  const parsed = watchListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : watchListQuery.parse({});
  return { status: query.status, sort: query.sort, search: query.search ?? '', page: query.page, size: WATCH_PAGE_SIZE };
}

/** The URL query of a watch page view; defaults are left out so the plain page stays /myholo/watch. */
export function watchSearch(params: Pick<WatchListParams, 'status' | 'sort' | 'search' | 'page'>): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.status !== 'all') query.set('status', params.status);
  if (params.sort !== 'newest') query.set('sort', params.sort);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
