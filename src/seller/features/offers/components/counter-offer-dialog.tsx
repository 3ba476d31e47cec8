import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../../components/dialog/dialog';
import { cleanOfferInput, offerTextToCents } from '../../../../domain/offers/offer-input';
import { checkCounterAmount } from '../../../../domain/seller/offer-answer';
import { formatUsd } from '../../../../domain/format/format-usd';
import { errorText } from '../../../../lib/i18n/error-messages';

interface CounterOfferDialogProps {
  offerCents: number;
  buyNowCents: number;
  sending: boolean;
  /** The server's refusal, already in words. */
  serverError: string | null;
  onSend: (priceCents: number) => void;
  onClose: () => void;
}

/** The seller's counter-offer: an amount above the buyer's offer and below the Buy It Now price. */
export function CounterOfferDialog({ offerCents, buyNowCents, sending, serverError, onSend, onClose }: CounterOfferDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? serverError;
  const offer = formatUsd(offerCents, i18n.locale);
  const buyNow = formatUsd(buyNowCents, i18n.locale);

  function send() {
    const cents = offerTextToCents(text);
    const found = checkCounterAmount(cents, offerCents, buyNowCents);
    if (found) return setProblem(errorText(i18n, found));
    setProblem(null);
    onSend(cents!);
  }

  return (
    <Dialog
      open
      title={t`Counter the offer`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t`Cancel`}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn--primary" disabled={sending}>
            {t`Send counter-offer`}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="sa-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <p className="sa-muted">
          {t`Buyer's offer ${offer} · Buy It Now ${buyNow}`}
        </p>
        <div className={shown ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-amount`}>
            {t`Your counter-offer (USD)`}
          </label>
          <div className="field__frame">
            <input
              id={`${id}-amount`}
              className="field__input"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(cleanOfferInput(event.target.value))}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${id}-error` : undefined}
              data-autofocus
            />
          </div>
          {shown && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {shown}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
