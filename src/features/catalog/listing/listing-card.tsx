import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ListingCard as Listing } from '../../../domain/catalog/market-search.schema';
import { WatchToggle } from '../../watch';
import { CountdownText } from './countdown-text';
import { formatUsd } from '../../../domain/format/format-usd';
import { listingHref } from '../../../domain/catalog/listing-href';
import { listingPhase } from '../../../domain/catalog/listing-phase';
import { priceLabelFor } from './listing-price-label';
import { shortTitle } from '../../../domain/catalog/short-title';
import { GradeBadge } from './grade-badge';

/**
 * A listing in a grid: image with the grade badge, title, price with its label, bids and the
 * auction countdown, watch (in the card's bottom corner: on the picture it hid the slab's label).
 */
export function ListingCard({ listing, eager = false }: { listing: Listing; eager?: boolean }) {
  const { t, i18n } = useLingui();
  const phase = listingPhase(listing);
  const href = listingHref(listing);
  const bids = listing.AuctionCount;
  return (
    <article className={`lcard lcard--${phase}`}>
      <Link to={href} className="lcard__link">
        <div className="lcard__media">
          <img
            src={listing.TitImg}
            alt=""
            width="300"
            height="300"
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          <GradeBadge listing={listing} />
        </div>
        <h3 className="lcard__title" title={listing.Title}>
          {shortTitle(listing.Title)}
        </h3>
      </Link>
      <div className="lcard__watch">
        <WatchToggle commodityId={listing.ID} watching={listing.IsAttention} variant="card" itemTitle={listing.Title} />
      </div>
      <p className="lcard__price">
        <span className="lcard__label">{i18n._(priceLabelFor(phase, bids))}</span>
        <strong className="lcard__amount">{formatUsd(listing.USD_Price, i18n.locale)}</strong>
      </p>
      <p className="lcard__meta">
        {listing.ByWay === 2 && (
          <span>
            <Plural value={bids} one="# bid" other="# bids" />
          </span>
        )}
        {phase === 'auction' && listing.EffectiveDate && <CountdownText until={listing.EffectiveDate} />}
        {phase === 'coming-soon' && (
          <span>
            {t`Starts in`} <CountdownText until={listing.StartDate} zeroText="00:00" />
          </span>
        )}
        {listing.ByWay !== 2 && listing.Bargain && phase === 'buy-now' && <span>{t`or Best Offer`}</span>}
      </p>
    </article>
  );
}
