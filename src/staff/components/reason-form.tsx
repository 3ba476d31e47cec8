import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';

/** A decision that needs words (a refusal's reason): opened by its button, sent with them. */
export function ReasonForm({ id, open, label, submitLabel, maxLength, busy, onSubmit }: { id: string; open: string; label: string; submitLabel: string; maxLength: number; busy: boolean; onSubmit: (reason: string) => void }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  }
  if (!shown) {
    return (
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setShown(true)}>
        {open}
      </button>
    );
  }
  return (
    <form className="desk-form" onSubmit={submit}>
      <label className="field__label" htmlFor={id}>{label}</label>
      <textarea id={id} className="field__input desk-form__text" rows={3} maxLength={maxLength} required value={reason} onChange={(event) => setReason(event.target.value)} />
      <div className="desk-form__row">
        <button type="submit" className="btn btn--primary btn--small" disabled={!reason.trim() || busy}>{submitLabel}</button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setShown(false)}>{t`Cancel`}</button>
      </div>
    </form>
  );
}
