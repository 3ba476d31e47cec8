import { useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import type { NotificationRow as Row } from '../../../domain/messages/notification.schema';
import { errorText } from '../../../lib/i18n/error-messages';
import { NotificationRow } from './notification-row';

interface NotificationListProps {
  rows: Row[];
  selected: ReadonlySet<number>;
  onSelectionChange: (selected: ReadonlySet<number>) => void;
  onMarkRead: (ids: number[]) => void;
  onDelete: (ids: number[]) => void;
  onOpen: (row: Row) => void;
  /** The previous page is shown while the next one loads. */
  busy: boolean;
}

/**
 * One page of notices with select-all (of this page), Mark as read and Delete (after a confirm).
 * With nothing selected both say so and send nothing (spec 3: at least one must be selected).
 */
export function NotificationList({ rows, selected, onSelectionChange, onMarkRead, onDelete, onOpen, busy }: NotificationListProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [noneSelected, setNoneSelected] = useState(false);
  const ids = rows.map((row) => row.ID).filter((id) => selected.has(id));
  const all = rows.length > 0 && ids.length === rows.length;
  const n = ids.length;

  const select = (next: ReadonlySet<number>) => {
    setNoneSelected(false);
    onSelectionChange(next);
  };
  const toggleOne = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    select(next);
  };
  const withSelection = (action: () => void) => () => {
    if (n === 0) setNoneSelected(true);
    else action();
  };

  return (
    <section className={`notice-list${busy ? ' notice-list--busy' : ''}`} aria-busy={busy} aria-label={t`Messages`}>
      <div className="notice-list__bar">
        <label className="notice-list__all">
          <input
            type="checkbox"
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = n > 0 && !all;
            }}
            onChange={() => select(all ? new Set() : new Set(rows.map((row) => row.ID)))}
          />
          {t`Select all`}
        </label>
        <div className="notice-list__actions">
          {n > 0 && <span className="notice-list__count">{t`${n} selected`}</span>}
          <button type="button" className="btn btn--ghost btn--small" onClick={withSelection(() => onMarkRead(ids))}>
            {t`Mark as read`}
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={withSelection(() => setConfirming(true))}>
            {t`Delete`}
          </button>
        </div>
      </div>
      {noneSelected && (
        <p className="form-error notice-list__none" role="alert">
          {errorText(i18n, 'NOTIFICATION_NONE_SELECTED')}
        </p>
      )}
      <ul className="notice-list__rows">
        {rows.map((row) => (
          <NotificationRow key={row.ID} row={row} selected={selected.has(row.ID)} onSelect={() => toggleOne(row.ID)} onOpen={() => onOpen(row)} />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={t`Delete the selected messages?`}
        confirmLabel={t`Delete`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete(ids);
        }}
      >
        <p>
          <Plural value={n} one="# message will be deleted." other="# messages will be deleted." />
        </p>
      </ConfirmDialog>
    </section>
  );
}
