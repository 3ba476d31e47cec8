import type { ListingCard } from './market-search.schema';

/** Store items (OrderType 1) open on /storedetails, every other listing on /carddetails. */
export function listingHref(listing: Pick<ListingCard, 'ID' | 'OrderType'>): string {
  return listing.OrderType === 1 ? `/storedetails/${listing.ID}` : `/carddetails/${listing.ID}`;
}
