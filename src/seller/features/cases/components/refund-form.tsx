import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cleanOfferInput, offerTextToCents } from '../../../../domain/offers/offer-input';

/** Refund everything, or an amount of the item and postage (the fee and tax follow in proportion). */
export function RefundForm({ sending, onRefund }: { sending: boolean; onRefund: (body: { Full: boolean; AmountCents?: number }) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [full, setFull] = useState(true);
  const [amount, setAmount] = useState('');
  const cents = offerTextToCents(amount);
  return (
    <form
      className="sa-form"
      noValidate
      aria-label={t`Refund the buyer`}
      onSubmit={(event) => {
        event.preventDefault();
        if (full) onRefund({ Full: true });
        else if (cents) onRefund({ Full: false, AmountCents: cents });
      }}
    >
      <fieldset className="sa-choices">
        <legend className="field__label">{t`Refund`}</legend>
        <label>
          <input type="radio" name={`${id}-full`} checked={full} onChange={() => setFull(true)} /> {t`Everything the buyer paid`}
        </label>
        <label>
          <input type="radio" name={`${id}-full`} checked={!full} onChange={() => setFull(false)} /> {t`Part of it`}
        </label>
      </fieldset>
      {!full && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-amount`}>
            {t`Amount of the item and postage (USD)`}
          </label>
          <div className="field__frame">
            <input id={`${id}-amount`} className="field__input" inputMode="decimal" value={amount} onChange={(event) => setAmount(cleanOfferInput(event.target.value))} />
          </div>
        </div>
      )}
      <button type="submit" className="btn btn--danger" disabled={sending || (!full && !cents)}>
        {t`Refund the buyer`}
      </button>
    </form>
  );
}
