import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { WatchItem } from '../../../domain/member/watch.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { FeedbackScore } from '../../feedback';
import { useClock } from '../../../lib/hooks/use-clock';
import { watchBadgeLabels, watchBadges } from './watch-badges';
import { TimeLeft } from './time-left';
import { watchItemHref } from './watch-item-href';

interface WatchRowProps {
  item: WatchItem;
  selected: boolean;
  onSelect: () => void;
  onUnwatch: () => void;
  unwatching: boolean;
}

/** One watched item: select box, picture, title and code, seller with their record, badges, price and shipping, time left, unwatch. */
export function WatchRow({ item, selected, onSelect, onUnwatch, unwatching }: WatchRowProps) {
  const { t, i18n } = useLingui();
  const now = useClock();
  const badges = watchBadges(item, now);
  const href = watchItemHref(item);
  const price = formatUsd(item.USD_Price, i18n.locale);
  const postage = formatUsd(item.USD_PostageMoney, i18n.locale);
  const title = item.Title;
  const bids = item.AuctionCount;
  const watchers = item.AttentionCount;
  return (
    <li className={`watch-row${selected ? ' watch-row--selected' : ''}`}>
      <label className="watch-row__check">
        <input type="checkbox" checked={selected} onChange={onSelect} />
        <span className="visually-hidden">{t`Select ${title}`}</span>
      </label>
      <Link to={href} className="watch-row__media" tabIndex={-1} aria-hidden="true">
        <img src={item.TitImg} alt="" width="96" height="96" loading="lazy" decoding="async" />
      </Link>
      <div className="watch-row__main">
        <Link to={href} className="watch-row__title">
          {title}
        </Link>
        <p className="watch-row__sub">
          <span>{item.CommodityCode}</span>
          <span>{t`Seller: ${item.RealName}`}</span>
          <FeedbackScore positive={item.SellFavorableCount} negative={item.SellNegativeCount} link={{ side: 'seller', member: item.ReceiveUserID }} />
          <span>
            <Plural value={watchers} one="# watcher" other="# watchers" />
          </span>
        </p>
        {badges.length > 0 && (
          <p className="watch-row__badges">
            {badges.map((kind) => (
              <span key={kind} className={`tag tag--${kind}`}>
                {i18n._(watchBadgeLabels[kind])}
              </span>
            ))}
          </p>
        )}
      </div>
      <div className="watch-row__price">
        <strong>{price}</strong>
        <span className="watch-row__postage">{item.USD_PostageMoney > 0 ? t`+ ${postage} shipping` : t`Free shipping`}</span>
        {item.ByWay === 2 && (
          <span className="watch-row__bids">
            <Plural value={bids} one="# bid" other="# bids" />
          </span>
        )}
        {item.ByWay !== 2 && item.Bargain && <span className="watch-row__bids">{t`or Best Offer`}</span>}
        <TimeLeft item={item} />
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--small watch-row__unwatch"
        aria-label={t`Unwatch ${title}`}
        onClick={onUnwatch}
        disabled={unwatching}
      >
        {t`Unwatch`}
      </button>
    </li>
  );
}
