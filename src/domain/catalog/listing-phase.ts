import type { ListingCard } from './market-search.schema';

/** What a listing card shows of a listing: its price label and countdown follow it. */
export type ListingPhase = 'coming-soon' | 'auction' | 'buy-now' | 'sold';

/** Spec 1 section 4: 2 coming soon, 1 on sale, 0 or any negative status shows as sold. */
export function listingPhase(listing: Pick<ListingCard, 'Status' | 'ByWay'>): ListingPhase {
  if (listing.Status === 2) return 'coming-soon';
  if (listing.Status <= 0) return 'sold';
  return listing.ByWay === 2 ? 'auction' : 'buy-now';
}
