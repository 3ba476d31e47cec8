import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { StatusPanel } from '../../../components/status/status-panel';
import { session } from '../../../lib/session/session-store';
import { ManufacturerList } from '../list/manufacturer-list';
import { inUsArea } from '../us-area';

/** /buynow/{id?}: the US Buy It Now list (manufacturerType 1), for US members and visitors. */
export function BuyNowPage() {
  const { t } = useLingui();
  const { user } = useSnapshot(session);
  if (!inUsArea(user)) {
    return (
      <div className="page">
        <StatusPanel
          heading="h1"
          title={t`Buy It Now is for US members`}
          actions={
            <Link to="/market?type=1" className="btn btn--primary">
              {t`Browse Buy It Now listings in the market`}
            </Link>
          }
        >
          <Trans>
            This list holds items that ship within the United States, so it is open to members in the US area. Every
            listing, including fixed-price ones, is also in the market.
          </Trans>
        </StatusPanel>
      </div>
    );
  }
  return <ManufacturerList manufacturerType={1} basePath="/buynow" title={t`Buy It Now`} />;
}
