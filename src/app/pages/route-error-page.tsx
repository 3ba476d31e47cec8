import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPanel } from '../../components/status/status-panel';

/**
 * What the root error boundary (router/route-error-boundary.tsx) shows: an offer to reload.
 * Rendered without the layout, so it must not depend on it.
 */
export function RouteErrorPage() {
  const { t } = useLingui();
  return (
    <main className="page page--narrow" id="main">
      <StatusPanel
        tone="error"
        heading="h1"
        title={t`Something went wrong`}
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              {t`Reload`}
            </button>
            <a href="/" className="btn btn--ghost">
              {t`Go to the home page`}
            </a>
          </>
        }
      >
        <p>
          <Trans>This page could not be shown. Reloading usually helps; if it keeps happening, please try again later.</Trans>
        </p>
      </StatusPanel>
    </main>
  );
}
