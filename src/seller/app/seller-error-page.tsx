import { useLingui } from '@lingui/react/macro';
import { StatusPanel } from '../../components/status/status-panel';

/** A page that failed to draw or to load its code (after an update): reload, rather than a blank page. */
export function SellerErrorPage() {
  const { t } = useLingui();
  return (
    <main className="seller-main seller-main--alone">
      <StatusPanel
        heading="h1"
        tone="error"
        title={t`Something went wrong`}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t`Reload`}
          </button>
        }
      >
        {t`This page could not be shown. Reload to try again.`}
      </StatusPanel>
    </main>
  );
}
