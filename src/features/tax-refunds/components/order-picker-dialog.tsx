import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import type { TaxOrder } from '../../../domain/tax-refunds/tax-refund.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { isNearBottom } from '../../../domain/tax-refunds/tax-refund-rules';
import { useTaxOrderPicker } from '../api/tax-refund-queries';

interface OrderPickerDialogProps {
  open: boolean;
  businessType: 2 | 3;
  chosen: readonly TaxOrder[];
  onDone: (orders: TaxOrder[]) => void;
  onClose: () => void;
}

/**
 * The order picker (spec 3 "Tax refund"): the member's claimable orders of the type, 20 at a time,
 * the next 20 when the list is scrolled to 25 px from its bottom (or when the first page does not
 * fill the list, so a tall screen is never stuck).
 */
const keyOf = (order: TaxOrder) => `${order.Kind}:${order.Id}`;

export function OrderPickerDialog({ open, businessType, chosen, onDone, onClose }: OrderPickerDialogProps) {
  const { t, i18n } = useLingui();
  const picker = useTaxOrderPicker(businessType, open);
  // Mounted for each opening, so it starts from the orders chosen so far.
  const [picked, setPicked] = useState<Map<string, TaxOrder>>(() => new Map(chosen.map((order) => [keyOf(order), order])));
  const listRef = useRef<HTMLUListElement>(null);
  const orders = picker.data?.pages.flatMap((page) => page.Data) ?? [];
  const count = picked.size;


  const { hasNextPage, isFetchingNextPage, fetchNextPage } = picker;
  function loadMoreIfNear() {
    const list = listRef.current;
    if (list && hasNextPage && !isFetchingNextPage && isNearBottom(list)) void fetchNextPage();
  }
  useEffect(loadMoreIfNear, [orders.length, hasNextPage, isFetchingNextPage]); // eslint-disable-line react-hooks/exhaustive-deps

  function toggle(order: TaxOrder) {
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(keyOf(order))) next.delete(keyOf(order));
      else next.set(keyOf(order), order);
      return next;
    });
  }

  return (
    <Dialog
      open={open}
      title={t`Choose orders`}
      onClose={onClose}
      className="tax-picker"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t`Cancel`}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => onDone([...picked.values()])}>
            {t`Done (${count})`}
          </button>
        </>
      }
    >
      <p className="tax-picker__hint">{t`Paid orders with tax from the last 60 days that are in no other application.`}</p>
      {picker.isPending && <p aria-busy="true">{t`Loading orders…`}</p>}
      {picker.isError && orders.length === 0 && (
        <p role="alert">
          {t`The orders could not be loaded.`}{' '}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void picker.refetch()}>
            {t`Try again`}
          </button>
        </p>
      )}
      {picker.isSuccess && orders.length === 0 && <p>{t`No orders can be claimed right now.`}</p>}
      {orders.length > 0 && (
        <ul ref={listRef} className="tax-picker__list" onScroll={loadMoreIfNear} aria-label={t`Orders you can claim`}>
          {orders.map((order) => {
            const tax = formatUsd(order.TaxPriceUsd, i18n.locale);
            return (
            <li key={keyOf(order)}>
              <label className="tax-picker__row">
                <input type="checkbox" checked={picked.has(keyOf(order))} onChange={() => toggle(order)} />
                <span className="tax-picker__code">{order.Code}</span>
                <span className="tax-picker__title">{order.Details.map((d) => d.Title).join(', ')}</span>
                <span className="tax-picker__date">{i18n.date(order.CreateDate, { dateStyle: 'medium' })}</span>
                <span className="tax-picker__tax">{t`Tax ${tax}`}</span>
              </label>
            </li>
            );
          })}
          {isFetchingNextPage && <li aria-busy="true">{t`Loading more orders…`}</li>}
        </ul>
      )}
    </Dialog>
  );
}
