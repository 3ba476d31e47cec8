import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ListingCard } from '../../../domain/catalog/market-search.schema';

export type ListingPhase = 'coming-soon' | 'auction' | 'buy-now' | 'sold';

/** Spec 1 section 4: 2 coming soon, 1 on sale, 0 or any negative status shows as sold. */
export function listingPhase(listing: Pick<ListingCard, 'Status' | 'ByWay'>): ListingPhase {
  if (listing.Status === 2) return 'coming-soon';
  if (listing.Status <= 0) return 'sold';
  return listing.ByWay === 2 ? 'auction' : 'buy-now';
}

export const phaseLabels: Record<ListingPhase, MessageDescriptor> = {
  'coming-soon': msg`Coming Soon`,
  auction: msg`Current bid`,
  'buy-now': msg`Buy It Now`,
  sold: msg`Sold`,
};
