import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDeskAction } from '../../../lib/use-desk-action';
import { caseKeys, decideCase, type CaseDecision } from '../api/case-queries';

type Choice = 'full' | 'partial' | 'return' | 'close';

/** Holo's decision: refund everything or an amount, ask for a return, or close in the seller's favour. */
export function CaseDecisionForm({ caseId }: { caseId: number }) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<Choice>('full');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const decide = useDeskAction(decideCase, { invalidate: caseKeys.all, done: t`Decided: the buyer and the seller have been told` });
  const cents = Math.round(Number(amount) * 100);
  const choices: ReadonlyArray<{ value: Choice; label: string }> = [
    { value: 'full', label: t`Refund in full` },
    { value: 'partial', label: t`Refund an amount` },
    { value: 'return', label: t`Return, then refund` },
    { value: 'close', label: t`Close in the seller's favour` },
  ];
  function submit(event: FormEvent) {
    event.preventDefault();
    const decision: CaseDecision =
      choice === 'full' ? { Decision: 'refund', Full: true, Note: note }
      : choice === 'partial' ? { Decision: 'refund', Full: false, AmountCents: cents, Note: note }
      : { Decision: choice, Note: note };
    decide.mutate({ id: caseId, decision });
  }
  return (
    <form className="desk-form" onSubmit={submit}>
      <fieldset className="desk-form__choices">
        <legend className="field__label">{t`Decision`}</legend>
        {choices.map((c) => (
          <label key={c.value} className="desk-form__choice">
            <input type="radio" name={`decision-${caseId}`} value={c.value} checked={choice === c.value} onChange={() => setChoice(c.value)} /> {c.label}
          </label>
        ))}
      </fieldset>
      {choice === 'partial' && (
        <div className="field">
          <label className="field__label" htmlFor={`case-${caseId}-amount`}>{t`Amount (USD)`}</label>
          <div className="field__frame">
            <input id={`case-${caseId}-amount`} className="field__input" type="number" inputMode="decimal" min={0.01} step={0.01} value={amount} onChange={(event) => setAmount(event.target.value)} />
          </div>
        </div>
      )}
      <label className="field__label" htmlFor={`case-${caseId}-note`}>{t`Note to both sides (optional)`}</label>
      <textarea id={`case-${caseId}-note`} className="field__input desk-form__text" rows={2} maxLength={150} value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="submit" className="btn btn--primary btn--small" disabled={(choice === 'partial' && !(cents > 0)) || decide.isPending}>{t`Decide`}</button>
    </form>
  );
}
