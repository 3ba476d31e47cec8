import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';

interface FiltersDialogProps {
  open: boolean;
  onClose: () => void;
  count: number;
  children: ReactNode;
}

/** On phones the filter panel slides over the results; filters apply as they change. */
export function FiltersDialog({ open, onClose, count, children }: FiltersDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="dialog--slide-over"
      title={count > 0 ? t`Filters (${count})` : t`Filters`}
      actions={
        <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
          {t`Show results`}
        </button>
      }
    >
      {children}
    </Dialog>
  );
}
