import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { YOU_MAY_ALSO_LIKE } from '../../../domain/bidding/item-detail-options';
import { ListingCard, Scroller } from '../../catalog';
import { useNearViewport } from '../../../lib/hooks/use-near-viewport';
import { useLikeItems } from '../api/get-like-items';

/** The IntersectionObserver margin: a screen's height above and below the viewport. */
const WITHIN_A_SCREEN = '100% 0px';

/**
 * 'You may also like': nine listings in a scrolling row; nothing when there are none or they fail.
 * Asked for when the row comes within a screen of the viewport: a phone that never scrolls down
 * spends nothing on it, and the first view's main thread does not render nine cards it cannot see.
 */
export function AlsoLike({ itemId }: { itemId: number }) {
  const { t } = useLingui();
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, WITHIN_A_SCREEN);
  const like = useLikeItems(itemId, near);
  if (like.isPending) {
    return (
      <div ref={placeholder} className="item-like item-like--loading" aria-busy="true" aria-label={t`Loading suggestions`}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="lcard lcard--skeleton" aria-hidden="true">
            <div className="lcard__media" />
            <div className="skeleton-line" />
          </div>
        ))}
      </div>
    );
  }
  const listings = like.data?.data.filter((listing) => listing.ID !== itemId).slice(0, YOU_MAY_ALSO_LIKE) ?? [];
  if (listings.length === 0) return null;
  return (
    <Scroller title={t`You may also like`} titleId="item-like">
      {listings.map((listing) => (
        <li key={listing.ID} className="scroller__item scroller__item--listing">
          <ListingCard listing={listing} />
        </li>
      ))}
    </Scroller>
  );
}
