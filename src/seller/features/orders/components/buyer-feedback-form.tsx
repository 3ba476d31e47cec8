import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AppraisalStatus, FEEDBACK_TEXT_MAX } from '../../../../domain/feedback/feedback.schema';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import { showToast } from '../../../../components/toast/toast-store';
import { useLeaveBuyerFeedback } from '../api/sale-actions';
import type { SaleKind } from '../api/sales-queries';

/** The seller's feedback about the buyer of a finished order: positive or negative, 1-100 characters. */
export function BuyerFeedbackForm({ kind, id }: { kind: SaleKind; id: number }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const leave = useLeaveBuyerFeedback(kind, id);
  const [status, setStatus] = useState<1 | 2>(AppraisalStatus.Positive);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const serverError = leave.error ? errorText(i18n, isApiError(leave.error) ? leave.error.code : 'SERVER_ERROR') : null;
  const shown = problem ?? serverError;

  return (
    <form
      className="sa-form"
      noValidate
      aria-label={t`Feedback for the buyer`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return setProblem(errorText(i18n, 'FEEDBACK_TEXT_REQUIRED'));
        setProblem(null);
        leave.mutate(
          { AppraisalStatus: status, AppraisalContent: text.trim() },
          { onSuccess: () => showToast(t`Thank you: your feedback is saved`, { tone: 'success' }) },
        );
      }}
    >
      <fieldset className="sa-choices">
        <legend className="field__label">{t`How was this buyer?`}</legend>
        <label>
          <input type="radio" name={`${formId}-status`} checked={status === AppraisalStatus.Positive} onChange={() => setStatus(AppraisalStatus.Positive)} />{' '}
          {t`Positive`}
        </label>
        <label>
          <input type="radio" name={`${formId}-status`} checked={status === AppraisalStatus.Negative} onChange={() => setStatus(AppraisalStatus.Negative)} />{' '}
          {t`Negative`}
        </label>
      </fieldset>
      <div className={shown ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${formId}-text`}>
          {t`Your feedback`}
        </label>
        <textarea
          id={`${formId}-text`}
          className="sa-textarea"
          maxLength={FEEDBACK_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={shown ? true : undefined}
        />
        <p className="field__hint">{`${text.length}/${FEEDBACK_TEXT_MAX}`}</p>
        {shown && (
          <p className="field__error" role="alert">
            {shown}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary" disabled={leave.isPending}>
        {t`Leave feedback`}
      </button>
    </form>
  );
}
