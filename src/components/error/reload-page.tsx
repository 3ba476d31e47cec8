import { useLingui } from '@lingui/react/macro';
import { StatusPanel } from '../status/status-panel';

/**
 * The seller site's and the staff console's page that failed to draw or to load its code (after an
 * update): reload, rather than a blank page. `className`: the site's own frame for its main.
 */
export function ReloadPage({ className }: { className: string }) {
  const { t } = useLingui();
  return (
    <main className={className}>
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
