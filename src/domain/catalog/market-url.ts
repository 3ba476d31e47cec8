/**
 * The market URL is the search (spec 1 "Market"): /market/{id?}?key=…&f=…&min=… read into a
 * MarketSearch and written back with defaults left out, so a shared or bookmarked link, the back
 * button and the persisted query cache all see the same search.
 *
 * Links from elsewhere use the spec's words for `type` (auction, buy; like, category and search
 * only say where the visitor came from): they are read as listing types or dropped. A parameter
 * that does not parse is dropped rather than failing the whole page.
 */
import { marketSearchQuery, type MarketSearch } from './market-search.schema';
import { DEFAULT_PAGE_SIZE, ListingType } from './market-search-options';
import { withoutCompiling } from '../parse-without-compiling';

const typeWords: Record<string, ListingType> = { auction: ListingType.Auction, buy: ListingType.BuyNow, buynow: ListingType.BuyNow };

export function readMarketSearch(params: URLSearchParams, pathId?: string): MarketSearch {
  const raw: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    raw[name] = name === 'prop' ? values : values[values.length - 1]!;
  }
  const type = raw.type;
  if (typeof type === 'string' && !/^\d$/.test(type)) {
    const word = typeWords[type.toLowerCase()];
    if (word === undefined) delete raw.type;
    else raw.type = String(word);
  }
  // /market/{id}: a first-level category, unless the query names one.
  if (pathId && raw.f === undefined) raw.f = pathId;
  return parseLeniently(raw);
}

function parseLeniently(raw: Record<string, string | string[]>): MarketSearch {
  for (let attempt = 0; attempt < 20; attempt++) {
    const parsed = marketSearchQuery.safeParse(raw, withoutCompiling);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return marketSearchQuery.parse({}, withoutCompiling);
}

/** The search as URL parameters, in a fixed order and without defaults. */
export function writeMarketSearch(search: MarketSearch): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  put('key', search.key);
  put('f', search.f);
  put('s', search.s);
  put('t', search.t);
  put('min', search.min);
  put('max', search.max);
  if (search.type !== ListingType.All) put('type', search.type);
  if (search.status !== 'selling') put('status', search.status);
  put('graded', search.graded);
  put('grader', search.grader);
  put('grade', search.grade);
  put('year', search.year);
  put('cond', search.cond);
  for (const prop of search.prop) params.append('prop', prop);
  put('mf', search.mf);
  put('sort', search.sort);
  put('dir', search.dir);
  if (search.page !== 1) put('page', search.page);
  if (search.size !== DEFAULT_PAGE_SIZE) put('size', search.size);
  return params;
}

/** The query string of a search (without "?"), as the API, the cache key and saved searches take it. */
export function marketQueryString(search: MarketSearch): string {
  return writeMarketSearch(search).toString();
}
