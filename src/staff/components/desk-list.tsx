import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ListState, type ListQuery } from '../../components/status/list-state';

/** A desk's queue: loading rows, the error panel with Try again, the empty panel, or the rows. */
export function DeskList({ query, count, label, empty, children }: { query: ListQuery; count: number; label: string; empty: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <ListState
      query={query}
      hasRows={count > 0}
      loadingLabel={t`Loading…`}
      listClassName="desk-list"
      rowClassName="desk-card"
      errorTitle={t`This list could not load`}
      empty={{ title: empty }}
    >
      <ul className="desk-list" aria-label={label}>
        {children}
      </ul>
    </ListState>
  );
}
