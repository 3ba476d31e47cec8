import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { isApiError } from '../../../lib/api/api-error';

/** The not-found and fault views of a detail page; a visitor's 401 goes to sign-in (the API client). */
export function OrderPageProblem({ error, backHref, onRetry }: { error: unknown; backHref: string | null; onRetry: () => void }) {
  const { t } = useLingui();
  const notFound = isApiError(error) && (error.status === 404 || error.code === 'ORDER_NOT_FOUND');
  const back = backHref && (
    <Link to={backHref} className="btn btn--ghost">
      {t`Back to your orders`}
    </Link>
  );
  if (notFound || error === null) {
    return (
      <StatusPanelPage title={t`Order not found`} actions={back}>
        {t`This order does not exist, or it is not one of yours.`}
      </StatusPanelPage>
    );
  }
  return (
    <StatusPanelPage
      tone="error"
      title={t`The order could not be loaded`}
      actions={
        <>
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {t`Try again`}
          </button>
          {back}
        </>
      }
    />
  );
}

function StatusPanelPage(props: ComponentProps<typeof StatusPanel>) {
  return (
    <div className="page member-page order-detail">
      <StatusPanel heading="h1" {...props} />
    </div>
  );
}
