/**
 * A saved search's stored form: the market query parsed (parseSavedQuery), the combination rules
 * applied, and written back in a fixed order without paging, defaults or case differences in the
 * keyword, so "key=Ohtani&page=3" and "key=ohtani" are one saved search.
 */
import type { MarketSearch } from '../../../src/domain/catalog/market-search.schema';
import { SortTab } from '../../../src/domain/catalog/market-search-options';
import { defaultSort, normalizeMarketSearch } from '../../../src/domain/catalog/market-search-rules';
import { parseSavedQuery } from '../../../src/domain/member/saved-search.schema';
import { badRequest } from '../../http/errors';

export interface NormalizedSavedQuery {
  query: string;
  search: MarketSearch;
}

export function normalizeSavedQuery(raw: string): NormalizedSavedQuery {
  let parsed: MarketSearch;
  try {
    parsed = parseSavedQuery(raw.replace(/^\?/, ''));
  } catch {
    throw badRequest('BAD_REQUEST', 'Query');
  }
  const applied = normalizeMarketSearch(parsed);
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.append(name, String(value));
  };
  put('key', applied.key?.replace(/\s+/g, ' ').toLowerCase());
  put('f', applied.f);
  put('s', applied.s);
  put('t', applied.t);
  put('min', applied.min === undefined ? undefined : String(Number(applied.min)));
  put('max', applied.max === undefined ? undefined : String(Number(applied.max)));
  if (applied.type !== 0) put('type', applied.type);
  if (applied.status !== 'selling') put('status', applied.status);
  put('graded', applied.graded);
  put('grader', applied.grader);
  put('grade', applied.grade);
  put('year', applied.year);
  put('cond', applied.cond);
  for (const prop of [...new Set(applied.prop)].sort()) put('prop', prop);
  put('mf', applied.mf);
  if (applied.sort !== defaultSort(applied)) put('sort', applied.sort);
  if (applied.sort === SortTab.Price && applied.dir === 'desc') put('dir', 'desc');
  const query = params.toString();
  return { query, search: parseSavedQuery(query) };
}
