/** Every catalog read as queryOptions, for route loaders, prefetching and tests. Keys: catalogKeys. */
import { categoryTreeOptions } from './get-categories';
import { homeOptions } from './get-home';
import { listOptions } from './get-list';
import { storeOptions } from './get-store';
import { storeListingsOptions } from './get-store-listings';
import { storesOptions } from './get-stores';
import { marketSearchOptions } from './search-market';

export { catalogKeys } from './catalog-keys';

export const catalogQueries = {
  categories: categoryTreeOptions,
  home: homeOptions,
  market: marketSearchOptions,
  list: listOptions,
  stores: storesOptions,
  store: storeOptions,
  storeListings: storeListingsOptions,
};
