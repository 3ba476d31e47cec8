import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { categoryName } from '../category-name';
import type { CategoryPathNodes } from './category-path';

/** What a search is called (page heading, saved search name): its keyword, else its category. */
export function searchName(search: MarketSearch, path: CategoryPathNodes, locale: string): string | undefined {
  if (search.key) return search.key;
  const node = path.third ?? path.second ?? path.first;
  if (!node) return undefined;
  const names = [path.first, path.second, path.third].filter((n) => n !== undefined).map((n) => categoryName(n, locale));
  return names.join(' › ');
}
