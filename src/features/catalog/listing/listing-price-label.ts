import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ListingPhase } from '../../../domain/catalog/listing-phase';

/** A grid card's price label: an auction without a bid shows its starting bid, not a current bid (issue 32). */
export function priceLabelFor(phase: ListingPhase, bids: number): MessageDescriptor {
  return phase === 'auction' && bids === 0 ? startingBidLabel : phaseLabels[phase];
}

const startingBidLabel = msg`Starting bid`;

export const phaseLabels: Record<ListingPhase, MessageDescriptor> = {
  'coming-soon': msg`Coming Soon`,
  auction: msg`Current bid`,
  'buy-now': msg`Buy It Now`,
  sold: msg`Sold`,
};
