import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import type { followedSeller } from '../../../domain/member/seller-relations.schema';
import type { z } from 'zod/mini';

interface FollowedSellerRowProps {
  seller: z.infer<typeof followedSeller>;
  busy: boolean;
  onUnfollow: () => void;
}

/** A saved seller: logo, store name (to the store), followers, items selling, unfollow. */
export function FollowedSellerRow({ seller, busy, onUnfollow }: FollowedSellerRowProps) {
  const { t } = useLingui();
  const followers = seller.FollowerCount;
  const selling = seller.CommoditySellCount;
  const name = seller.StoreName;
  const href = seller.StoreId === null ? null : `/seller/detail/${seller.StoreId}`;
  return (
    <li className="member-row">
      <Avatar name={name} src={seller.StoreLogo || null} size={56} />
      <div className="member-row__main">
        {href ? (
          <Link to={href} className="member-row__name">
            {name}
          </Link>
        ) : (
          <span className="member-row__name">{name}</span>
        )}
        <p className="member-row__meta">
          <span>
            <Plural value={followers} one="# follower" other="# followers" />
          </span>
          <span>
            <Plural value={selling} one="# item selling" other="# items selling" />
          </span>
        </p>
      </div>
      <button type="button" className="btn btn--ghost btn--small" aria-label={t`Unfollow ${name}`} onClick={onUnfollow} disabled={busy}>
        {t`Unfollow`}
      </button>
    </li>
  );
}
