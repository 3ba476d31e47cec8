import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { OFFER_REMARK_MAX, checkOfferAmount, cleanOfferInput, offerTextToCents } from '../../../domain/offers/offer-input';
import { formatUsd } from '../../../domain/format/format-usd';
import { errorText } from '../../../lib/i18n/error-messages';

type Step = 'enter' | 'review';

interface MakeOfferDialogProps {
  buyNowCents: number;
  sending: boolean;
  onSend: (offer: { priceCents: number; remark: string }) => void;
  onClose: () => void;
}

/**
 * The make-offer dialog (spec 2 "Make-offer dialog", "Offer dialog"): enter the amount and an
 * optional message, review, send. Edit offer returns to the entry step with what was typed.
 */
export function MakeOfferDialog({ buyNowCents, sending, onSend, onClose }: MakeOfferDialogProps) {
  const { t, i18n } = useLingui();
  const amountId = useId();
  const remarkId = useId();
  const errorId = useId();
  const counterId = useId();
  const [step, setStep] = useState<Step>('enter');
  const [amountText, setAmountText] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cents = offerTextToCents(amountText);

  function review() {
    const found = checkOfferAmount(cents, buyNowCents);
    if (found) {
      setProblem(errorText(i18n, found));
      return;
    }
    setProblem(null);
    setStep('review');
  }

  const amount = formatUsd(cents ?? 0, i18n.locale);
  const actions =
    step === 'enter' ? (
      <>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t`Cancel`}
        </button>
        <button type="submit" form={`${amountId}-form`} className="btn btn--primary">
          {t`Review offer`}
        </button>
      </>
    ) : (
      <>
        <button type="button" className="btn btn--ghost" onClick={() => setStep('enter')} disabled={sending}>
          {t`Edit offer`}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => onSend({ priceCents: cents ?? 0, remark: remark.trim() })} disabled={sending} data-autofocus>
          {t`Send offer`}
        </button>
      </>
    );

  return (
    <Dialog open title={step === 'enter' ? t`Make offer` : t`Review offer`} onClose={onClose} className="offer-dialog" actions={actions}>
      {step === 'enter' ? (
        <form
          id={`${amountId}-form`}
          className="offer-dialog__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <p className="offer-dialog__price">
            {t`Buy It Now price`} <strong data-testid="offer-buy-now-price">{formatUsd(buyNowCents, i18n.locale)}</strong>
          </p>
          <div className={problem ? 'field field--invalid' : 'field'}>
            <label htmlFor={amountId} className="field__label">
              {t`Your offer (USD)`}
            </label>
            <div className="field__frame">
              <input
                id={amountId}
                className="field__input"
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                data-autofocus
                onChange={(event) => {
                  setAmountText(cleanOfferInput(event.target.value));
                  setProblem(null);
                }}
              />
            </div>
            {problem && (
              <p id={errorId} className="field__error" role="alert">
                {problem}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={remarkId} className="field__label">
              {t`Message to the seller (optional)`}
            </label>
            <textarea
              id={remarkId}
              className="offer-dialog__remark"
              rows={3}
              maxLength={OFFER_REMARK_MAX}
              value={remark}
              aria-describedby={counterId}
              onChange={(event) => setRemark(event.target.value.slice(0, OFFER_REMARK_MAX))}
            />
            <span id={counterId} className="field__hint offer-dialog__counter">
              {remark.length}/{OFFER_REMARK_MAX}
            </span>
          </div>
        </form>
      ) : (
        <div className="offer-dialog__review">
          <p className="offer-dialog__amount">
            {t`Your offer`} <strong data-testid="offer-review-amount">{amount}</strong>
          </p>
          {remark.trim() && <p className="offer-dialog__remark-text">{remark.trim()}</p>}
          <p className="dialog__text">
            {t`By sending this offer you agree to buy this item if the seller accepts it, and to pay within 2 days. The seller has 48 hours to respond.`}
          </p>
        </div>
      )}
    </Dialog>
  );
}
