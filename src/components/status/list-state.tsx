import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StatusPanel } from './status-panel';

interface ListStateProps {
  /** Nothing loaded yet: three skeleton rows. */
  pending: boolean;
  /** Failed with nothing to show: the page-fault panel with Try again. */
  failed: boolean;
  onRetry: () => void;
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

/** A member list's states: loading rows, the page-fault panel, the no-data panel, or the list itself. */
export function ListState({ pending, failed, onRetry, hasRows, loadingLabel, listClassName, rowClassName, errorTitle, empty, children }: ListStateProps) {
  const { t } = useLingui();
  if (pending) {
    return (
      <ul className={listClassName} aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((n) => (
          <li key={n} className={`${rowClassName} ${rowClassName}--skeleton`} />
        ))}
      </ul>
    );
  }
  if (failed) {
    return (
      <StatusPanel
        tone="error"
        title={errorTitle}
        actions={
          <button type="button" className="btn btn--primary" onClick={onRetry}>
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
