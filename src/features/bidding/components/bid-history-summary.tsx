import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { BidHistoryReply } from '../../../domain/bidding/bid.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { AuctionTimeLeft } from './auction-time-left';

/** The bid history's item: price (current, winning or starting), item number, bids, bidders, time left, duration, end. */
export function BidHistorySummary({ item }: { item: BidHistoryReply['Item'] }) {
  const { t, i18n } = useLingui();
  const href = `/carddetails/${item.ID}`;
  const ended = item.Status < 0;
  const priceLabel = item.AuctionCount === 0 ? t`Starting bid` : ended ? t`Winning bid` : t`Current bid`;
  const days = item.EffectiveDay;
  return (
    <section className="bid-summary" aria-labelledby="bid-summary-title">
      <Link to={href} className="bid-summary__media" tabIndex={-1} aria-hidden="true">
        <img src={item.TitImg} alt="" width="120" height="120" decoding="async" />
      </Link>
      <div className="bid-summary__main">
        <h1 id="bid-summary-title" className="bid-summary__title">
          <Link to={href}>{item.Title}</Link>
        </h1>
        <dl className="bid-summary__facts">
          <div>
            <dt>{priceLabel}</dt>
            <dd className="bid-summary__price" data-testid="bid-summary-price">
              {formatUsd(item.USD_Price, i18n.locale)}
            </dd>
          </div>
          <div>
            <dt>{t`Item number`}</dt>
            <dd>{item.CommodityCode}</dd>
          </div>
          <div>
            <dt>{t`Bids`}</dt>
            <dd data-testid="bid-summary-count">{item.AuctionCount}</dd>
          </div>
          <div>
            <dt>{t`Bidders`}</dt>
            <dd>{item.AuctionsUserCount}</dd>
          </div>
          <div>
            <dt>{t`Time left`}</dt>
            <dd>
              <AuctionTimeLeft endsAt={item.EffectiveDate} status={item.Status} />
            </dd>
          </div>
          <div>
            <dt>{t`Duration`}</dt>
            <dd>
              <Plural value={days} one="# day" other="# days" />
            </dd>
          </div>
          {item.EffectiveDate && (
            <div>
              <dt>{ended ? t`Ended` : t`Ends`}</dt>
              <dd>{i18n.date(item.EffectiveDate, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
}
