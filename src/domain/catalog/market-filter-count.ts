import type { MarketSearch } from './market-search.schema';

/** How many filters of the filter panel are on (the phone's "Filters (n)" button). */
export function activeFilterCount(search: MarketSearch): number {
  return (
    (search.min !== undefined || search.max !== undefined ? 1 : 0) +
    (search.f !== undefined || search.s !== undefined || search.t !== undefined ? 1 : 0) +
    (search.graded !== undefined ? 1 : 0) +
    (search.mf !== undefined ? 1 : 0) +
    [search.grader, search.grade, search.year, search.cond].filter((v) => v !== undefined).length +
    search.prop.length
  );
}

/** The search without the panel's filters (keyword, status, type, sort and page size stay). */
export function withoutFilters(search: MarketSearch): MarketSearch {
  return { ...search, min: undefined, max: undefined, f: undefined, s: undefined, t: undefined, graded: undefined, grader: undefined, grade: undefined, year: undefined, cond: undefined, mf: undefined, prop: [], page: 1 };
}
