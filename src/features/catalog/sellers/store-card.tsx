import { Plural } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StoreSummary } from '../../../domain/catalog/store.schema';
import { FeedbackScore } from '../../feedback';

/** A seller in a list or carousel: logo, name, feedback, followers and listings on sale. */
export function StoreCard({ store }: { store: StoreSummary }) {
  const followers = store.FollowerCount;
  const selling = store.CommoditySellCount;
  return (
    <Link to={`/seller/detail/${store.Id}`} className="store-card">
      <img src={store.StoreLogo} alt="" className="store-card__logo" width="64" height="64" loading="lazy" decoding="async" />
      <span className="store-card__name">{store.StoreName}</span>
      {/* The card is one link to the store: the score is text here, its links are on the store page. */}
      <FeedbackScore positive={store.SellFavorableCount} negative={store.SellNegativeCount} className="store-card__feedback" />
      <span className="store-card__stats">
        <span>
          <Plural value={followers} one="# follower" other="# followers" />
        </span>
        <span>
          <Plural value={selling} one="# selling" other="# selling" />
        </span>
      </span>
    </Link>
  );
}
