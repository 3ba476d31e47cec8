import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import type { OrderRef } from '../../orders';
import { CaseDialog } from './case-dialog';

interface CaseButtonProps {
  order: OrderRef;
  /** "Open a case" (the buyer, no case yet, the order allows one) or "View case". */
  mode: 'open' | 'view';
  /** The detail page opens the dialog at once for ?case=1 (a notification's deep link, SendType 9). */
  deepLink?: boolean;
}

/** The case link of an order row or detail page, and its dispute dialog. */
export function CaseButton({ order, mode, deepLink = false }: CaseButtonProps) {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const linked = deepLink && search.get('case') === '1';
  const [open, setOpen] = useState(linked);
  function close() {
    setOpen(false);
    if (linked) {
      const next = new URLSearchParams(search);
      next.delete('case');
      setSearch(next, { replace: true });
    }
  }
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        {mode === 'open' ? t`Open a case` : t`View case`}
      </button>
      <CaseDialog order={order} open={open} onClose={close} mayOpen={mode === 'open'} />
    </>
  );
}
