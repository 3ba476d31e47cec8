import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { rememberReturnPage } from '../../../lib/navigation/return-page';
import { currentUserQuery } from '../../../lib/session/current-user-query';
import { session } from '../../../lib/session/session-store';
import { appConfigQuery } from '../../../lib/app-config/app-config-query';

/**
 * Sell: a seller (IsSeller) goes to the seller site in a new window; otherwise the member's fresh
 * IsSeller/IsSell decides (they may have started selling in another tab); any other member goes to
 * /becomeseller to apply (spec 3 "Become a seller"; it sends a member already applying on to
 * /merchants). Visitors sign in first.
 */
export function SellLink({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  const { user } = useSnapshot(session);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useQuery(appConfigQuery);

  async function onClick() {
    if (!user) {
      rememberReturnPage(location.pathname + location.search);
      navigate('/login');
      return;
    }
    const sellerSite = config.data?.SellerSiteUrl ?? (await queryClient.fetchQuery(appConfigQuery)).SellerSiteUrl;
    if (user.IsSeller) {
      window.open(sellerSite, '_blank', 'noopener');
      return;
    }
    const fresh = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => null);
    if (fresh?.IsSeller || fresh?.IsSell) {
      window.open(sellerSite, '_blank', 'noopener');
      return;
    }
    navigate('/becomeseller');
  }

  return (
    <button type="button" className={className ?? 'header-action header-action--text'} onClick={() => void onClick()}>
      {label ?? t`Sell`}
    </button>
  );
}
