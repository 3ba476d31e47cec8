import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { ListingType, SortTab } from '../../../domain/catalog/market-search-options';

/**
 * Choosing a listing type. Most bids forces auctions, so leaving auctions for buy now or offers
 * also leaves the most-bids sort (back to the default) rather than being forced back.
 */
export function withListingType(search: MarketSearch, type: ListingType): MarketSearch {
  const leavesMostBids = search.sort === SortTab.MostBids && type !== ListingType.Auction;
  return { ...search, type, page: 1, ...(leavesMostBids ? { sort: undefined, dir: undefined } : {}) };
}
