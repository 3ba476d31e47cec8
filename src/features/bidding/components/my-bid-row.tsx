import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { MyBidItem } from '../../../domain/bidding/bid.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { AuctionTimeLeft } from './auction-time-left';

export const myBidStateLabels = {
  leading: msg`Leading`,
  outbid: msg`Outbid`,
  won: msg`Won`,
  lost: msg`Lost`,
} as const;

/** One item the member bid on: picture, title and code, badge, my maximum, price, bids, time, and what to do next. */
export function MyBidRow({ item }: { item: MyBidItem }) {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const href = `/carddetails/${item.ID}`;
  const ended = item.State === 'won' || item.State === 'lost' || item.Status < 0;
  const myMax = usd(item.USD_MyPrice);
  const price = usd(item.USD_Price);
  const endText = item.EffectiveDate ? i18n.date(item.EffectiveDate, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const bids = item.AuctionCount;
  return (
    <li className="my-bid-row">
      <Link to={href} className="my-bid-row__media" tabIndex={-1} aria-hidden="true">
        <img src={item.TitImg} alt="" width="96" height="96" loading="lazy" decoding="async" />
      </Link>
      <div className="my-bid-row__main">
        <Link to={href} className="my-bid-row__title">
          {item.Title}
        </Link>
        <p className="my-bid-row__sub">
          <span>{item.CommodityCode}</span>
          <span className={`tag tag--${item.State === 'won' ? 'leading' : item.State === 'lost' ? 'ended' : item.State}`}>
            {i18n._(myBidStateLabels[item.State])}
          </span>
        </p>
      </div>
      <dl className="my-bid-row__figures">
        <div>
          <dt>{t`My max bid`}</dt>
          <dd>{myMax}</dd>
        </div>
        <div>
          <dt>{ended ? t`Final price` : t`Current price`}</dt>
          <dd>
            <strong>{price}</strong>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t`Bids`}</dt>
          <dd>
            <Link to={`/myholo/bidhistory/${item.ID}`}>
              <Plural value={bids} one="# bid" other="# bids" />
            </Link>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t`Time`}</dt>
          <dd>
            {ended ? (
              endText && <span className="time-left time-left--ended">{t`Ended ${endText}`}</span>
            ) : (
              <>
                <AuctionTimeLeft endsAt={item.EffectiveDate} status={item.Status} />
                {endText && <span className="my-bid-row__end">{t`Ends ${endText}`}</span>}
              </>
            )}
          </dd>
        </div>
      </dl>
      <div className="my-bid-row__actions">
        {item.State === 'won' && item.OrderId !== null && (
          <Link to={`/pay/checkout/${item.OrderId}`} className="btn btn--primary btn--small">
            {t`Pay now`}
          </Link>
        )}
        {!ended && (
          <Link to={href} className={item.State === 'outbid' ? 'btn btn--primary btn--small' : 'btn btn--ghost btn--small'}>
            {t`Bid again`}
          </Link>
        )}
      </div>
    </li>
  );
}
