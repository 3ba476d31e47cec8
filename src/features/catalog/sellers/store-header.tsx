import { Plural, useLingui } from '@lingui/react/macro';
import type { StoreDetail } from '../../../domain/catalog/store.schema';
import { FeedbackScore } from '../../feedback';
import { StoreActions } from './store-actions';

/** The store's logo, name, counts, about text and feedback, with follow, contact and block. */
export function StoreHeader({ store }: { store: StoreDetail }) {
  const { t } = useLingui();
  const followers = store.FollowerCount;
  const selling = store.CommoditySellCount;
  const sold = store.CommoditySoldCount;
  return (
    <header className="store-head">
      <img src={store.StoreLogo} alt="" className="store-head__logo" width="96" height="96" />
      <h1 className="store-head__name">{store.StoreName}</h1>
      <div className="store-head__main">
        <ul className="store-head__stats">
          {/* Elsewhere the follow button shows the follower count, kept current as it is pressed. */}
          {store.IsOwn && (
            <li>
              <Plural value={followers} one="# follower" other="# followers" />
            </li>
          )}
          <li>
            <Plural value={selling} one="# item selling" other="# items selling" />
          </li>
          <li>
            <Plural value={sold} one="# sold this month" other="# sold this month" />
          </li>
        </ul>
        <p className="store-head__feedback">
          <span>{t`Seller feedback:`}</span>
          {/* The feedback lists are the seller's as a member: SellerId, not the store's id. */}
          <FeedbackScore positive={store.SellFavorableCount} negative={store.SellNegativeCount} link={{ side: 'seller', member: store.SellerId }} withNegative />
        </p>
        {store.AboutStore && (
          <div className="store-head__about">
            <h2 className="visually-hidden">{t`About the store`}</h2>
            <p>{store.AboutStore}</p>
          </div>
        )}
      </div>
      <StoreActions store={store} />
    </header>
  );
}
