import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { showToast } from '../../../components/toast/toast-store';
import { appConfigQuery } from '../../../lib/app-config/app-config-query';
import { errorText } from '../../../lib/i18n/error-messages';
import { session } from '../../../lib/session/session-store';
import { useMemberAction } from '../../auth';

/** The seller site's new-listing form pre-filled from this item (spec 2: query id and clone=new). */
export function sellOneLikeThisUrl(sellerSiteUrl: string, itemId: number): string {
  const url = new URL(sellerSiteUrl);
  url.searchParams.set('id', String(itemId));
  url.searchParams.set('clone', 'new');
  return url.toString();
}

/**
 * Sell one like this: a seller (IsSeller) gets the seller site in a new window; any other member
 * "Sorry, you do not have permission to sell."; a visitor signs in first.
 */
export function SellOneLikeThis({ itemId }: { itemId: number }) {
  const { t, i18n } = useLingui();
  const guard = useMemberAction();
  const { user } = useSnapshot(session);
  const queryClient = useQueryClient();
  // Loaded ahead, so the window opens within the click (pop-up blockers allow only that).
  const config = useQuery({ ...appConfigQuery, enabled: Boolean(user?.IsSeller) });

  async function open() {
    if (!user?.IsSeller) {
      showToast(errorText(i18n, 'NO_SELL_PERMISSION'), { tone: 'error' });
      return;
    }
    const site = config.data?.SellerSiteUrl ?? (await queryClient.fetchQuery(appConfigQuery)).SellerSiteUrl;
    window.open(sellOneLikeThisUrl(site, itemId), '_blank', 'noopener');
  }

  return (
    <button type="button" className="btn btn--ghost btn--small" onClick={() => guard(() => void open())}>
      {t`Sell one like this`}
    </button>
  );
}
