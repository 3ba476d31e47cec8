import { useLingui } from '@lingui/react/macro';
import type { BidRow } from '../../../domain/bidding/bid.schema';
import { ITEM_PAGE_BIDS } from '../../../domain/bidding/bid-options';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { BidCount } from './item-price';

/**
 * The newest bids (spec 2: the first 3). Other bidders arrive masked (first letter, stars, last
 * letter) with their positive feedback as a buyer in brackets, eBay style, (0) too; the viewer's own
 * bids carry their nickname and are marked as theirs.
 */
export function RecentBids({ item }: { item: ItemDetail }) {
  const { t } = useLingui();
  const bids = item.Auctions.slice(0, ITEM_PAGE_BIDS);
  return (
    <section className="item-bids" aria-labelledby="item-bids-title">
      <div className="item-bids__head">
        <h2 id="item-bids-title" className="item-section-title">
          {t`Bids`}
        </h2>
        <BidCount item={item} />
      </div>
      {bids.length === 0 ? (
        <p className="item-bids__empty">{t`No bids yet.`}</p>
      ) : (
        <ol className="item-bids__list">
          {bids.map((bid, index) => (
            <BidLine key={`${bid.CreateDate}-${index}`} bid={bid} />
          ))}
        </ol>
      )}
    </section>
  );
}

function BidLine({ bid }: { bid: BidRow }) {
  const { t, i18n } = useLingui();
  return (
    <li className={['item-bids__row', bid.IsMine ? 'item-bids__row--mine' : ''].join(' ')}>
      <span className="item-bids__who">
        <span className="item-bids__name">{bid.CreateUserName}</span>
        <span className="item-bids__score" title={t`Positive feedback as a buyer`}>
          ({i18n.number(bid.BuyFavorableCount)})
        </span>
        {bid.IsMine && <span className="item-bids__you">{t`You`}</span>}
        {bid.IsAuto && <span className="item-bids__auto">{t`Automatic bid`}</span>}
      </span>
      <strong className="item-bids__price">{formatUsd(bid.USD_Price, i18n.locale)}</strong>
      <time className="item-bids__time" dateTime={bid.CreateDate}>
        {i18n.date(bid.CreateDate, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
    </li>
  );
}
