import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import type { ItemPhase } from '../item-phase';
import { MakeOffer } from '../../offers';
import { BuyNow } from '../../checkout';

/**
 * The buy-now variant's purchase slot: Buy now and Make offer (spec 2 "Item detail") mount here
 * with the checkout and offers features.
 */
export function BuyNowActions({ item }: { item: ItemDetail; phase: ItemPhase }) {
  return (
    <>
      <BuyNow item={item} />
      <MakeOffer item={item} />
    </>
  );
}
