import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';

interface WatchListStateProps {
  list: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  /** A search or status filter is on: "nothing matches" rather than "nothing watched". */
  filtered: boolean;
  onClear: () => void;
}

/** What the watch page shows without rows: loading, the page-fault panel, or the empty state. */
export function WatchListState({ list, filtered, onClear }: WatchListStateProps) {
  const { t } = useLingui();
  if (list.isPending) {
    return (
      <ul className="watch-list__rows watch-list__rows--loading" aria-busy="true" aria-label={t`Loading your watch list`}>
        {[0, 1, 2].map((n) => (
          <li key={n} className="watch-row watch-row--skeleton" />
        ))}
      </ul>
    );
  }
  if (list.isError) {
    return (
      <StatusPanel
        tone="error"
        title={t`The watch list could not be loaded`}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void list.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  }
  if (filtered) {
    return (
      <StatusPanel
        title={t`No watched items match`}
        actions={
          <button type="button" className="btn btn--ghost" onClick={onClear}>
            {t`Clear search and filters`}
          </button>
        }
      />
    );
  }
  return (
    <StatusPanel
      title={t`Your watch list is empty`}
      actions={
        <Link to="/market" className="btn btn--primary">
          {t`Browse the market`}
        </Link>
      }
    >
      <p>{t`Watch items to follow their price and time left here.`}</p>
    </StatusPanel>
  );
}
