import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';

interface CartQuantityProps {
  lineId: number;
  value: number;
  max: number;
  disabled: boolean;
  /** Resolves once the server answered (and the cart was read again); a refusal shows the line's quantity again. */
  onChange: (num: number) => Promise<unknown>;
  label: string;
}

/** The cart line's stepper: −, a number field, +. A refused change reverts to the line's quantity. */
export function CartQuantity({ lineId, value, max, disabled, onChange, label }: CartQuantityProps) {
  const { t } = useLingui();
  // What is typed or waiting for the server; null shows the line's quantity (also after a refusal).
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = draft ?? String(value);

  const commit = async (wanted: number) => {
    if (wanted === value) return setDraft(null);
    setDraft(String(wanted));
    setBusy(true);
    await onChange(wanted);
    setBusy(false);
    setDraft(null);
  };
  const id = `cart-qty-${lineId}`;
  return (
    <div className="qty qty--small">
      <label htmlFor={id} className="visually-hidden">
        {t`Quantity of ${label}`}
      </label>
      <div className="qty__controls">
        <button type="button" className="qty__step" aria-label={t`Fewer`} disabled={disabled || busy || value <= 1} onClick={() => void commit(value - 1)}>
          −
        </button>
        <input
          id={id}
          className="qty__input"
          inputMode="numeric"
          value={shown}
          disabled={disabled && max < 1}
          aria-busy={busy || undefined}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={() => draft !== null && void commit(Number(draft || '0'))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) void commit(Number(draft || '0'));
          }}
        />
        <button type="button" className="qty__step" aria-label={t`More`} disabled={busy || (disabled && max < 1)} onClick={() => void commit(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
