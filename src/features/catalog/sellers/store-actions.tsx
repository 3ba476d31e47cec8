import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StoreDetail } from '../../../domain/catalog/store.schema';
import { BlockButton, FollowButton } from '../../seller-relations';

/** Follow, block and contact seller: not on one's own store. */
export function StoreActions({ store, compact = false }: { store: StoreDetail; compact?: boolean }) {
  const { t } = useLingui();
  if (store.IsOwn) return null;
  return (
    <div className="store-actions">
      <FollowButton sellerId={store.SellerId} storeId={store.Id} following={store.IsAttention} followerCount={store.FollowerCount} />
      {!compact && (
        <>
          <Link to={`/messages/contact?seller=${store.SellerId}&store=${store.Id}`} className="btn btn--ghost btn--small">
            {t`Contact seller`}
          </Link>
          <BlockButton memberId={store.SellerId} blocked={store.IsInBlacklist} />
        </>
      )}
    </div>
  );
}
