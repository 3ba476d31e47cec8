import { StoreItemView } from '../store/store-item-view';
import { ItemRoute } from './item-route';

/** /storedetails/{id}: a store item sold by condition (spec 2 "Store item page"). */
export function StoreItemPage() {
  return <ItemRoute store View={StoreItemView} />;
}
