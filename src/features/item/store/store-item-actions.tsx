import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { StoreItemPurchase } from '../../cart';
import type { StoreCondition } from './quantity-limit';

export interface StoreItemActionsProps {
  item: ItemDetail;
  condition: StoreCondition | undefined;
  quantity: number;
}

/** Add to cart and Buy now for the chosen condition and quantity: the cart feature's buttons. */
export function StoreItemActions(props: StoreItemActionsProps) {
  return <StoreItemPurchase {...props} />;
}
