import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import type { StoreCondition } from './quantity-limit';

export interface StoreItemActionsProps {
  item: ItemDetail;
  condition: StoreCondition | undefined;
  quantity: number;
}

/**
 * Add to cart and Buy now for a store item (with the 'Coming Soon' dialog on buy before the
 * start) mount here with the cart and checkout features. Until they exist it renders nothing.
 */
export function StoreItemActions(_props: StoreItemActionsProps) {
  return null;
}
