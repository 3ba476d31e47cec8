import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: the confirm button is disabled (no double submit). */
  busy?: boolean;
}

/** "Are you sure?" before a destructive action (delete selected, delete a saved search, block). */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t`Cancel`}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy} data-autofocus>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
