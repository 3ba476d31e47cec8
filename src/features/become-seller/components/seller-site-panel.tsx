import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { StatusPanel } from '../../../components/status/status-panel';
import { appConfigQuery } from '../../../lib/app-config/app-config-query';

/**
 * A seller's way to the seller site: a link, not only a new window opened for them (a browser may
 * block a window the page opens by itself).
 */
export function SellerSitePanel() {
  const { t } = useLingui();
  const config = useQuery(appConfigQuery);
  const site = config.data?.SellerSiteUrl;
  return (
    <StatusPanel
      heading="h1"
      title={t`You are a seller`}
      actions={
        site ? (
          <a className="btn btn--primary" href={site} target="_blank" rel="noopener noreferrer">
            {t`Open the seller site`}
          </a>
        ) : null
      }
    >
      <p>{t`Your listings, orders and payouts are managed on the seller site.`}</p>
    </StatusPanel>
  );
}
