import { useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import type { WatchItem } from '../../../domain/member/watch.schema';
import { isAllSelected, selectedIds, toggleAll, toggleOne, type Selection } from './selection';
import { WatchRow } from './watch-row';

interface WatchListProps {
  items: WatchItem[];
  count: number;
  selected: Selection;
  onSelectionChange: (selection: Selection) => void;
  onUnwatch: (id: number) => void;
  /** Deletes the ids, then calls `done` (closing the confirm) whatever the outcome. */
  onDeleteSelected: (ids: number[], done: () => void) => void;
  deleting: boolean;
  /** The previous page is shown while the next one loads. */
  busy: boolean;
}

/** The watched items of one page with select-all (of this page) and delete selected after a confirm. */
export function WatchList({ items, count, selected, onSelectionChange, onUnwatch, onDeleteSelected, deleting, busy }: WatchListProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const pageIds = items.map((item) => item.ID);
  const ids = selectedIds(selected, pageIds);
  const all = isAllSelected(selected, pageIds);
  const some = ids.length > 0 && !all;
  const n = ids.length;
  return (
    <section className={`watch-list${busy ? ' watch-list--busy' : ''}`} aria-busy={busy} aria-label={t`Watched items`}>
      <div className="watch-list__bar">
        <label className="watch-list__all">
          <input
            type="checkbox"
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = some;
            }}
            onChange={() => onSelectionChange(toggleAll(selected, pageIds))}
          />
          {t`Select all`}
        </label>
        <span className="watch-list__count" aria-live="polite">
          {n > 0 ? t`${n} selected` : <Plural value={count} one="# item" other="# items" />}
        </span>
        <button type="button" className="btn btn--ghost btn--small" disabled={n === 0 || deleting} onClick={() => setConfirming(true)}>
          {t`Delete selected`}
        </button>
      </div>
      <ul className="watch-list__rows">
        {items.map((item) => (
          <WatchRow
            key={item.ID}
            item={item}
            selected={selected.has(item.ID)}
            onSelect={() => onSelectionChange(toggleOne(selected, item.ID))}
            onUnwatch={() => onUnwatch(item.ID)}
            unwatching={deleting}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={t`Delete selected items?`}
        confirmLabel={t`Delete`}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => onDeleteSelected(ids, () => setConfirming(false))}
      >
        <p>
          <Plural value={n} one="# item will be removed from your watch list." other="# items will be removed from your watch list." />
        </p>
      </ConfirmDialog>
    </section>
  );
}
