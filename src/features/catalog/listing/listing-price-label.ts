import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ListingPhase } from '../../../domain/catalog/listing-phase';

export const phaseLabels: Record<ListingPhase, MessageDescriptor> = {
  'coming-soon': msg`Coming Soon`,
  auction: msg`Current bid`,
  'buy-now': msg`Buy It Now`,
  sold: msg`Sold`,
};
