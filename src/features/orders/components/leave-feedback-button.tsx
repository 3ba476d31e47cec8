import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../components/toast/toast-store';
import { AppraisalStatus, FEEDBACK_TEXT_MAX, leaveFeedbackBody } from '../../../domain/feedback/feedback.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useLeaveFeedback } from '../api/leave-feedback';
import type { OrderRef } from '../api/order-ref';

interface LeaveFeedbackButtonProps {
  order: OrderRef;
  /** Whom the feedback is about: the buyer leaves it on the seller, the seller on the buyer. */
  about: 'seller' | 'buyer';
}

/** "Leave feedback" on a finished order: the feedback dialog. */
export function LeaveFeedbackButton({ order, about }: LeaveFeedbackButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        {t`Leave feedback`}
      </button>
      {open && <FeedbackDialog order={order} about={about} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Positive or negative and a text of at most 100 characters (spec 2 section 5), checked here with
 * the schema the server uses, so an over-long text is refused before any call. Once left, the order
 * reads again: it leaves the "To leave feedback" tab.
 */
function FeedbackDialog({ order, about, onClose }: LeaveFeedbackButtonProps & { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const leave = useLeaveFeedback(order);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = text.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (leave.isPending) return;
    const checked = leaveFeedbackBody.safeParse({ AppraisalStatus: rating, AppraisalContent: text });
    if (!checked.success) {
      setProblem(errorText(i18n, checked.error.issues[0]?.message ?? 'BAD_REQUEST'));
      return;
    }
    setProblem(null);
    try {
      await leave.mutateAsync(checked.data);
      showToast(t`Thank you: your feedback has been left.`, { tone: 'success', durationMs: 4000 });
      onClose();
    } catch (error) {
      setProblem(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'));
    }
  }

  const ratings = [
    { value: AppraisalStatus.Positive, label: t`Positive` },
    { value: AppraisalStatus.Negative, label: t`Negative` },
  ];
  return (
    <Dialog
      open
      title={about === 'seller' ? t`Leave feedback for the seller` : t`Leave feedback for the buyer`}
      onClose={onClose}
      className="feedback-dialog"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t`Cancel`}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn--primary" disabled={leave.isPending}>
            {t`Submit`}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="feedback-dialog__form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="feedback-dialog__ratings">
          <legend className="field__label">{t`Your rating`}</legend>
          {ratings.map((choice) => (
            <label key={choice.value} className={`feedback-choice feedback-choice--${choice.value === AppraisalStatus.Positive ? 'positive' : 'negative'}`}>
              <input type="radio" name={`${id}-rating`} checked={rating === choice.value} onChange={() => setRating(choice.value)} />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
        <div className={problem ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-text`} className="field__label">
            {t`Your feedback`}
          </label>
          <textarea
            id={`${id}-text`}
            className="feedback-dialog__text"
            rows={3}
            value={text}
            aria-describedby={`${id}-counter`}
            onChange={(event) => setText(event.target.value)}
          />
          <span id={`${id}-counter`} className={length > FEEDBACK_TEXT_MAX ? 'field__hint feedback-dialog__counter feedback-dialog__counter--over' : 'field__hint feedback-dialog__counter'}>
            {length}/{FEEDBACK_TEXT_MAX}
          </span>
        </div>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
