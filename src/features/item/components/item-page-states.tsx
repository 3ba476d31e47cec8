import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';

/** Spec 2 section 8: an unknown or removed item shows the not-found panel with the server's message. */
export function ItemNotFound({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <div className="page">
      <StatusPanel
        heading="h1"
        title={t`Item not found`}
        actions={
          <Link to="/market" className="btn btn--primary">
            {t`Browse the market`}
          </Link>
        }
      >
        {message}
      </StatusPanel>
    </div>
  );
}

export function ItemLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="page">
      <StatusPanel
        tone="error"
        heading="h1"
        title={t`The item could not be loaded`}
        actions={
          <button type="button" className="btn btn--ghost" onClick={onRetry}>
            {t`Try again`}
          </button>
        }
      >
        {t`Check your connection and try again.`}
      </StatusPanel>
    </div>
  );
}

/** The page's shape while the item loads, so nothing jumps when it arrives. */
export function ItemSkeleton() {
  const { t } = useLingui();
  return (
    <div className="page item item--skeleton" aria-busy="true" aria-label={t`Loading the item`}>
      <div className="item__top">
        <div className="gallery">
          <div className="gallery__main skeleton-block" />
        </div>
        <div className="item__summary">
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-line--short" />
          <div className="skeleton-line skeleton-line--short" />
        </div>
      </div>
    </div>
  );
}
