import { useLingui } from '@lingui/react/macro';
import type { ListingCard as Listing } from '../../../domain/catalog/market-search.schema';
import { ListingCard } from '../listing/listing-card';
import { Scroller } from './scroller';

/** "You may like": nine listings in a row. */
export function LikeCarousel({ listings }: { listings: Listing[] }) {
  const { t } = useLingui();
  if (listings.length === 0) return null;
  return (
    <Scroller title={t`You may like`} titleId="home-like">
      {listings.slice(0, 9).map((listing) => (
        <li key={listing.ID} className="scroller__item scroller__item--listing">
          <ListingCard listing={listing} />
        </li>
      ))}
    </Scroller>
  );
}
