import type { FirstLevelCategory, SecondLevelCategory, ThirdLevelCategory } from '../../../domain/catalog/category.schema';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';

export interface CategoryPathNodes {
  first?: FirstLevelCategory;
  second?: SecondLevelCategory;
  third?: ThirdLevelCategory;
}

/**
 * The selected categories of a search, found in the tree. A link may name only a second or third
 * level (the home page's sport tiles name s alone): the missing parents are looked up.
 */
export function findCategoryPath(tree: FirstLevelCategory[], search: Pick<MarketSearch, 'f' | 's' | 't'>): CategoryPathNodes {
  for (const first of tree) {
    if (search.f !== undefined && first.id !== search.f) continue;
    for (const second of first.children) {
      if (search.s !== undefined && second.id !== search.s) continue;
      if (search.t === undefined) {
        if (search.s !== undefined) return { first, second };
        continue;
      }
      const third = second.children.find((c) => c.id === search.t);
      if (third) return { first, second, third };
    }
    if (search.f !== undefined) return { first };
  }
  return {};
}
