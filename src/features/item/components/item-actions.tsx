import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { WatchToggle } from '../../watch';
import { SellOneLikeThis } from './sell-one-like-this';

/** Watch, contact the seller (never on one's own item) and sell one like this. */
export function ItemActions({ item }: { item: ItemDetail }) {
  const { t } = useLingui();
  return (
    <div className="item-actions">
      <WatchToggle commodityId={item.ID} watching={item.IsAttention} itemTitle={item.Title} />
      {!item.IsOwn && (
        <Link to={`/messages/contact?item=${item.ID}`} className="btn btn--ghost btn--small">
          {t`Contact seller`}
        </Link>
      )}
      <SellOneLikeThis itemId={item.ID} />
    </div>
  );
}
