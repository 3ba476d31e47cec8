import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { failedWithoutData } from '../../lib/query/failed-without-data';
import { StatusPanel } from './status-panel';

/** The parts of a list's query the states are read from. */
export type ListQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'data' | 'error' | 'refetch'>;

interface ListStateProps {
  query: ListQuery;
  hasRows: boolean;
  loadingLabel: string;
  /** The list's and a row's class; a skeleton row adds the row's `--skeleton` modifier. */
  listClassName: string;
  rowClassName: string;
  errorTitle: string;
  /** The no-data panel (spec 1 section 8). */
  empty: { title: ReactNode; text?: ReactNode; action?: ReactNode };
  /** The rows, with their count and pages: shown once there is at least one row. */
  children: ReactNode;
}

/**
 * A member list's states: loading rows while nothing has loaded, the page-fault panel with Try again
 * when the query failed with nothing to show, the no-data panel, or the list itself. A failed refetch
 * keeps the rows it has (cached, or restored from the device while offline).
 */
export function ListState({ query, hasRows, loadingLabel, listClassName, rowClassName, errorTitle, empty, children }: ListStateProps) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <ul className={listClassName} aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((n) => (
          <li key={n} className={`${rowClassName} ${rowClassName}--skeleton`} />
        ))}
      </ul>
    );
  }
  if (failedWithoutData(query)) {
    return (
      <StatusPanel
        tone="error"
        title={errorTitle}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void query.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  }
  if (!hasRows) {
    return (
      <StatusPanel title={empty.title} actions={empty.action}>
        {empty.text}
      </StatusPanel>
    );
  }
  return children;
}
