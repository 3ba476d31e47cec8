import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { OutBid } from '../../../domain/bidding/bid-options';
import { formatUsd } from '../../../domain/format/format-usd';
import { session } from '../../../lib/session/session-store';
import { isAuction, priceLabelKind, priceLabels, type ItemPhase } from '../item-phase';

/** The price with its label by state, and for auctions the bid and bidder counts and the viewer's standing. */
export function ItemPrice({ item, phase }: { item: ItemDetail; phase: ItemPhase }) {
  const { t, i18n } = useLingui();
  const kind = priceLabelKind(item, phase);
  const auction = isAuction(item);
  const myMax = formatUsd(item.USD_MyPrice, i18n.locale);
  return (
    <div className={['item-price', `item-price--${kind}`].join(' ')}>
      <p className="item-price__row">
        <span className="item-price__label">{i18n._(priceLabels[kind])}</span>
        <strong className="item-price__amount">{formatUsd(item.USD_Price, i18n.locale)}</strong>
      </p>
      {auction && (
        <p className="item-price__counts">
          <BidCount item={item} /> <span aria-hidden="true">·</span>{' '}
          <Plural value={item.AuctionsUserCount} one="# bidder" other="# bidders" />
        </p>
      )}
      {auction && phase === 'live' && item.IsOutBid === OutBid.Leading && (
        <p className="item-price__standing item-price__standing--leading">{t`You are the highest bidder`}</p>
      )}
      {auction && phase === 'live' && item.IsOutBid === OutBid.Outbid && (
        <p className="item-price__standing item-price__standing--outbid">{t`Another bidder is ahead. Please increase your bid.`}</p>
      )}
      {auction && item.USD_MyPrice > 0 && <p className="item-price__mine">{t`Your maximum bid: ${myMax}`}</p>}
    </div>
  );
}

/** The bid count: a link to the bid history for a member when there is a bid, else plain text. */
export function BidCount({ item }: { item: Pick<ItemDetail, 'ID' | 'AuctionCount'> }) {
  const { user } = useSnapshot(session);
  const text = <Plural value={item.AuctionCount} one="# bid" other="# bids" />;
  if (!user || item.AuctionCount === 0) return <span>{text}</span>;
  return (
    <Link to={`/myholo/bidhistory/${item.ID}`} className="text-link">
      {text}
    </Link>
  );
}
