import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { showToast } from '../../../components/toast/toast-store';
import type { CartLine } from '../../../domain/cart/cart.schema';
import { isApiError } from '../../../lib/api/api-error';
import { formatUsd } from '../../../domain/format/format-usd';
import { errorText } from '../../../lib/i18n/error-messages';
import { useRemoveCartLines, useUpdateCartLine } from '../api/cart-mutations';
import { useCart } from '../api/cart-queries';
import { CartCheckStatus } from '../components/cart-check-status';
import { CartLineRow } from '../components/cart-line-row';
import { saveCheckSelection } from '../state/check-selection';
import { readUnticked, saveUnticked, tickedLines } from '../state/cart-ticks';

/** Spec 2 section 5: a refused quantity change shows 'Insufficient inventory' for 3 seconds. */
const QUANTITY_TOAST_MS = 3000;

function byStore(lines: CartLine[]) {
  const groups = new Map<number, { name: string; lines: CartLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.StoreId) ?? { name: line.StoreName, lines: [] };
    group.lines.push(line);
    groups.set(line.StoreId, group);
  }
  return [...groups.entries()];
}

/**
 * /pay/cart (spec 2 "Cart"): lines by store, select-all over enabled lines, quantities, removal,
 * Proceed. Lines that can be bought arrive ticked (issue 32); the buyer's unticks survive a reload.
 */
export function CartPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const cart = useCart();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLines();
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => readUnticked());

  const lines = useMemo(() => cart.data?.data ?? [], [cart.data]);
  // The cart first shows what the device kept, which can name a row removed since (or miss one
  // added elsewhere): lines are chosen for the checkout only from the server's answer.
  const confirmed = cart.isFetchedAfterMount;
  const enabled = confirmed ? lines.filter((line) => !line.Disabled) : [];
  // A line that became disabled (sold out meanwhile) drops out of the selection on its own.
  const selected = confirmed ? tickedLines(lines, unticked) : [];
  const picked = new Set(selected.map((line) => line.Id));
  const allSelected = enabled.length > 0 && selected.length === enabled.length;
  const total = selected.reduce((sum, line) => sum + line.NewPrice * line.Num, 0);
  const units = selected.reduce((sum, line) => sum + line.Num, 0);

  const untick = (next: ReadonlySet<number>) => {
    setUnticked(next);
    saveUnticked(next);
  };
  const check = (id: number, on: boolean) => {
    const next = new Set(unticked);
    if (on) next.delete(id);
    else next.add(id);
    untick(next);
  };
  const changeQuantity = async (line: CartLine, num: number) => {
    try {
      await update.mutateAsync({ id: line.Id, num });
      return true;
    } catch (error) {
      const code = isApiError(error) ? error.code : 'NETWORK_ERROR';
      const message = code === 'QUANTITY_TOO_LOW' || code === 'NETWORK_ERROR' ? errorText(i18n, code) : t`Insufficient inventory`;
      showToast(message, { tone: 'error', durationMs: QUANTITY_TOAST_MS });
      return false;
    }
  };
  const proceed = () => {
    saveCheckSelection(selected.map((line) => line.Id));
    navigate('/pay/storecheckout');
  };

  // Nothing kept on this device yet: the page says what it waits for rather than stay blank.
  if (cart.isPending) {
    return (
      <div className="page cart-page" aria-busy="true">
        <CartCheckStatus className="cart-summary__checking" />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <div className="page cart-page">
        <StatusPanel
          tone="error"
          title={t`The cart could not be loaded`}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void cart.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      </div>
    );
  }
  return (
    <div className="page cart-page">
      <h1 className="cart-page__title">{t`Cart`}</h1>
      {lines.length === 0 ? (
        <StatusPanel
          title={t`Your cart is empty`}
          actions={
            <Link to="/" className="btn btn--primary">
              {t`Continue shopping`}
            </Link>
          }
        />
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__lines">
            <label className="cart-page__all">
              <input
                type="checkbox"
                checked={allSelected}
                disabled={enabled.length === 0}
                onChange={(event) => untick(new Set(event.target.checked ? [] : enabled.map((line) => line.Id)))}
              />
              {t`Select all`}
            </label>
            {byStore(lines).map(([storeId, group]) => (
              <section key={storeId} className="cart-store" aria-label={group.name}>
                <h2 className="cart-store__name">{group.name}</h2>
                <ul className="cart-store__lines">
                  {group.lines.map((line) => (
                    <CartLineRow
                      key={line.Id}
                      line={line}
                      checked={!line.Disabled && picked.has(line.Id)}
                      selectable={confirmed}
                      onCheck={(on) => check(line.Id, on)}
                      onQuantity={(num) => changeQuantity(line, num)}
                      onRemove={() => remove.mutate([line.Id])}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <aside className="cart-summary" aria-label={t`Summary`}>
            <p className="cart-summary__count">{t`${units} items selected`}</p>
            <p className="cart-summary__total">
              {t`Total`} <strong>{formatUsd(total, i18n.locale)}</strong>
            </p>
            <p className="cart-summary__note">{t`Shipping and tax are added at checkout.`}</p>
            {!confirmed && <CartCheckStatus className="cart-summary__checking" />}
            <button type="button" className="btn btn--primary btn--block" disabled={selected.length === 0} onClick={proceed}>
              {t`Proceed to checkout`}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
