import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../components/status/status-panel';

export function SellerNotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusPanel
      heading="h1"
      title={t`Page not found`}
      actions={
        <Link className="btn btn--primary" to="/">
          {t`Seller dashboard`}
        </Link>
      }
    >
      {t`This page of the seller site does not exist.`}
    </StatusPanel>
  );
}
