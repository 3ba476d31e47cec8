import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../components/status/status-panel';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="page page--narrow">
      <StatusPanel
        heading="h1"
        title={t`Page not found`}
        actions={
          <>
            <Link to="/" className="btn btn--primary">
              {t`Go to the home page`}
            </Link>
            <Link to="/market" className="btn btn--ghost">
              {t`Browse the market`}
            </Link>
          </>
        }
      >
        <p>
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
      </StatusPanel>
    </div>
  );
}
