import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StatusPanel } from '../../../components/status/status-panel';

interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  errorTitle: string;
  empty: { title: string; text?: ReactNode; action?: ReactNode };
}

/** Loading rows, the page-fault panel or the empty panel of the sellers and blocked lists. */
export function ListState({ isPending, isError, onRetry, errorTitle, empty }: ListStateProps) {
  const { t } = useLingui();
  if (isPending) {
    return (
      <ul className="member-rows" aria-busy="true" aria-label={t`Loading`}>
        {[0, 1, 2].map((n) => (
          <li key={n} className="member-row member-row--skeleton" />
        ))}
      </ul>
    );
  }
  if (isError) {
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
  return (
    <StatusPanel title={empty.title} actions={empty.action}>
      {empty.text}
    </StatusPanel>
  );
}
