import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CONTACT_TEXT_MAX, CONTACT_TEXT_ROWS } from '../../../domain/messages/conversation.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';

export interface MessageDraft {
  Body: string;
  SendCopy: boolean;
  key: string;
}

interface MessageBoxProps {
  label: string;
  /** Sends the draft; resolves true when it went, so the box empties for the next one. */
  onSend: (draft: MessageDraft) => Promise<boolean>;
  busy: boolean;
  error: unknown;
  onCancel?: () => void;
}

/**
 * The message box of the contact and conversation pages: 6 rows, the x/1000 counter, "Send me a
 * copy by e-mail", Send (and Cancel). The draft keeps one Idempotency-Key until it is sent, so a
 * second press or a resend after a timeout writes the message once.
 */
export function MessageBox({ label, onSend, busy, error, onCancel }: MessageBoxProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [copy, setCopy] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [localError, setLocalError] = useState<string | null>(null);
  const length = text.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const code = !text.trim() ? 'CONTACT_TEXT_REQUIRED' : length > CONTACT_TEXT_MAX ? 'CONTACT_TEXT_TOO_LONG' : null;
    setLocalError(code && errorText(i18n, code));
    if (code) return;
    if (await onSend({ Body: text, SendCopy: copy, key })) {
      setText('');
      setKey(crypto.randomUUID());
    }
  };

  const problem = localError ?? (error ? (isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'SERVER_ERROR')) : null);
  return (
    <form className="message-box" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-text`} className="field__label">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className="message-box__text"
        rows={CONTACT_TEXT_ROWS}
        value={text}
        aria-describedby={`${id}-counter`}
        aria-invalid={localError ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <span id={`${id}-counter`} className={`field__hint message-box__counter${length > CONTACT_TEXT_MAX ? ' message-box__counter--over' : ''}`}>
        {length}/{CONTACT_TEXT_MAX}
      </span>
      <div className="check">
        <input id={`${id}-copy`} type="checkbox" className="check__box" checked={copy} onChange={(event) => setCopy(event.target.checked)} />
        <label htmlFor={`${id}-copy`} className="check__label">
          {t`Send me a copy by e-mail`}
        </label>
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="message-box__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t`Send`}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t`Cancel`}
          </button>
        )}
      </div>
    </form>
  );
}
