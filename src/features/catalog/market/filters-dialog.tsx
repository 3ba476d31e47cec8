import { useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { InFiltersDrawer } from './in-filters-drawer';

interface FiltersDialogProps {
  open: boolean;
  onClose: () => void;
  count: number;
  children: ReactNode;
}

/**
 * On phones the filter panel slides over the results: a close button in its header and one
 * "Show results" button at its foot. Choices apply as they change; what is typed in a box (the
 * price range) applies when "Show results" is pressed, which submits each section's form.
 */
export function FiltersDialog({ open, onClose, count, children }: FiltersDialogProps) {
  const { t } = useLingui();
  const sections = useRef<HTMLDivElement>(null);
  const showResults = () => {
    for (const form of sections.current?.querySelectorAll('form') ?? []) form.requestSubmit();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="dialog--slide-over"
      title={count > 0 ? t`Filters (${count})` : t`Filters`}
      closeLabel={t`Close the filters`}
      actions={
        <button type="button" className="btn btn--primary btn--block" onClick={showResults}>
          {t`Show results`}
        </button>
      }
    >
      <div ref={sections} className="filters-drawer__sections">
        <InFiltersDrawer.Provider value={true}>{children}</InFiltersDrawer.Provider>
      </div>
    </Dialog>
  );
}
