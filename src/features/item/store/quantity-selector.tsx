import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { maxQuantity, quantityProblem, type QuantityProblem, type StoreCondition } from './quantity-limit';

interface QuantitySelectorProps {
  condition: StoreCondition;
  value: number;
  onChange: (value: number) => void;
}

/**
 * The quantity: minus, a number field and plus, kept between 1 and the most this buyer may have.
 * Asking for more or less says why (spec 2: 'Insufficient inventory') and keeps the nearest allowed.
 */
export function QuantitySelector({ condition, value, onChange }: QuantitySelectorProps) {
  const { t } = useLingui();
  const bought = condition.Bought ?? 0;
  const max = maxQuantity(condition, bought);
  const [problem, setProblem] = useState<QuantityProblem>(null);
  const [draft, setDraft] = useState<string | null>(null);

  function want(wanted: number) {
    const found = quantityProblem(wanted, condition, bought);
    setProblem(found);
    setDraft(null);
    onChange(Math.min(Math.max(1, Number.isFinite(wanted) ? Math.trunc(wanted) : 1), Math.max(1, max)));
  }

  const limit = condition.LimitNum;
  const message =
    problem === 'below-one' ? t`Please choose a quantity of at least 1`
    : problem === 'insufficient' ? t`Insufficient inventory`
    : problem === 'over-limit' ? t`You can buy at most ${limit} of this item.`
    : null;
  const disabled = max === 0;
  return (
    <div className="qty">
      <label htmlFor="item-qty" className="qty__label">
        {t`Quantity`}
      </label>
      <div className="qty__controls">
        <button type="button" className="qty__step" onClick={() => want(value - 1)} disabled={disabled || value <= 1} aria-label={t`Fewer`}>
          −
        </button>
        <input
          id="item-qty"
          className="qty__input"
          inputMode="numeric"
          value={draft ?? String(value)}
          disabled={disabled}
          aria-invalid={problem !== null || undefined}
          aria-describedby={message ? 'item-qty-problem' : undefined}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={() => draft !== null && want(draft === '' ? 0 : Number(draft))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) want(draft === '' ? 0 : Number(draft));
          }}
        />
        <button type="button" className="qty__step" onClick={() => want(value + 1)} disabled={disabled} aria-label={t`More`}>
          +
        </button>
      </div>
      {message && (
        <p id="item-qty-problem" className="qty__problem" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
