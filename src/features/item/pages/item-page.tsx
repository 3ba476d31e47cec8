import { ItemRoute } from './item-route';
import { ItemView } from './item-view';

/** /carddetails/{id}: an auction, buy-now or finished listing (spec 2 "Item detail"). */
export function ItemPage() {
  return <ItemRoute store={false} View={ItemView} />;
}
