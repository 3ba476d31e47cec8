import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { FeedbackScore } from '../../feedback';
import { regionName } from './region-name';

type SellerBoxItem = Pick<ItemDetail, 'SellUserID' | 'SellRealName' | 'SellFavorableCount' | 'SellNegativeCount' | 'MemberSource' | 'Store' | 'IsOwn'>;

/** Who sells it, their record as a seller (linking to their feedback), from where, and their store. */
export function SellerBox({ item }: { item: SellerBoxItem }) {
  const { t, i18n } = useLingui();
  const region = regionName(item.MemberSource, i18n.locale);
  return (
    <section className="item-seller" aria-labelledby="item-seller-title">
      <h2 id="item-seller-title" className="item-section-title">
        {t`Seller`}
      </h2>
      <p className="item-seller__name">{item.SellRealName}</p>
      <FeedbackScore
        positive={item.SellFavorableCount}
        negative={item.SellNegativeCount}
        link={{ side: 'seller', member: item.SellUserID }}
        className="item-seller__feedback"
      />
      <p className="item-seller__from">{t`Ships from ${region}`}</p>
      {item.Store && (
        <Link to={`/seller/detail/${item.Store.ID}`} className="item-seller__store">
          {item.Store.Logo && <img src={item.Store.Logo} alt="" width="40" height="40" loading="lazy" />}
          <span>
            <span className="item-seller__store-label">{t`Store`}</span>
            <span className="item-seller__store-name">{item.Store.Name}</span>
          </span>
        </Link>
      )}
      {item.IsOwn && <p className="item-seller__own">{t`This is your listing.`}</p>}
    </section>
  );
}
