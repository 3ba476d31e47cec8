import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { finishedAs } from '../item-phase';

/**
 * Spec 2: the notice on a finished item, pointing to other cards. A sold item says it was sold (as
 * the market's 'Sold' does); only one that ended unsold says the card expired.
 */
export function FinishedNotice({ item }: { item: Pick<ItemDetail, 'Status' | 'ByWay'> }) {
  const { t } = useLingui();
  const text = finishedAs(item) === 'sold' ? t`This item has been sold. Take a look at other cards.` : t`This card has expired. Take a look at other cards.`;
  return (
    <div className="item-expired" role="note">
      <p>{text}</p>
      <Link to="/market" className="btn btn--primary btn--small">
        {t`Browse the market`}
      </Link>
    </div>
  );
}
