import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ListingCard as Listing } from '../../../domain/catalog/market-search.schema';
import { StatusPanel } from '../../../components/status/status-panel';
import { ListingCard } from './listing-card';

interface ListingGridProps {
  listings: Listing[] | undefined;
  pending: boolean;
  onRetry: () => void;
  /** The no-data panel's text (spec 1 section 8). */
  emptyTitle?: ReactNode;
  emptyText?: ReactNode;
  /** Skeleton cards while loading. */
  skeletons?: number;
  /** The grid is showing the previous page while the next one loads. */
  stale?: boolean;
  id?: string;
}

/** The result grid with its loading skeletons, no-data panel and page-fault panel (`listings` undefined once loading ended). */
export function ListingGrid({ listings, pending, onRetry, emptyTitle, emptyText, skeletons = 12, stale, id }: ListingGridProps) {
  const { t } = useLingui();
  if (pending) {
    return (
      <ul className="lgrid" aria-busy="true" aria-label={t`Loading listings`} id={id}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i} className="lcard lcard--skeleton" aria-hidden="true">
            <div className="lcard__media" />
            <div className="skeleton-line" />
            <div className="skeleton-line skeleton-line--short" />
          </li>
        ))}
      </ul>
    );
  }
  // Not loading and nothing to show: the query failed. A failed refetch keeps the listings it had.
  if (!listings) {
    return (
      <StatusPanel
        tone="error"
        title={t`The listings could not be loaded`}
        actions={
          <button type="button" className="btn btn--ghost" onClick={onRetry}>
            {t`Try again`}
          </button>
        }
      >
        {t`Check your connection and try again.`}
      </StatusPanel>
    );
  }
  if (listings.length === 0) {
    return <StatusPanel title={emptyTitle ?? t`No listings found`}>{emptyText ?? t`Try fewer filters or another keyword.`}</StatusPanel>;
  }
  return (
    <ul className={`lgrid${stale ? ' lgrid--stale' : ''}`} id={id} aria-busy={stale || undefined}>
      {listings.map((listing, index) => (
        <li key={listing.ID}>
          <ListingCard listing={listing} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
