import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusPanel } from '../../components/status/status-panel';
import { NotFoundPage } from './not-found-page';

/**
 * The root error boundary: a 404 response shows the not-found page; anything else (a page's code
 * that failed to load after an update, a rendering bug) offers a reload. Rendered without the
 * layout, so it must not depend on it.
 */
export function RouteErrorPage() {
  const { t } = useLingui();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
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
