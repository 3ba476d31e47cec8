import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import type { ItemPhase } from '../item-phase';

/**
 * The buy-now variant's purchase slot: Buy now and Make offer (spec 2 "Item detail") mount here
 * with the checkout and offers features. Until they exist it renders nothing.
 */
export function BuyNowActions(_props: { item: ItemDetail; phase: ItemPhase }) {
  return null;
}
