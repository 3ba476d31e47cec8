import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { TextField } from '../../../components/form/text-field';
import { showToast } from '../../../components/toast/toast-store';
import { checkCode } from '../../../domain/account/account-rules';
import { checkNewEmail } from '../../../domain/account/account-settings.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { CodeField, useCodeRequest } from '../../auth';
import { requestEmailCode, useChangeEmail } from '../api/account-settings-api';

type Field = 'email' | 'code' | 'form';
type Errors = Partial<Record<Field, { code: string; message?: string }>>;

/** E-mail edit (spec 3 section 5): the new address, a code sent to it, then save. */
export function EmailDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const changeEmail = useChangeEmail();
  const codeRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const setError = (field: Field, errorCode: string | null, message?: string) =>
    setErrors(({ [field]: _old, ...rest }) => (errorCode ? { ...rest, [field]: { code: errorCode, message } } : rest));
  const text = (field: Field) => {
    const error = errors[field];
    return error ? errorText(i18n, error.code, error.message) : null;
  };

  const codeRequest = useCodeRequest({
    validateTarget: () => {
      const problem = checkNewEmail(email);
      setError('email', problem);
      return !problem;
    },
    send: (ticket) => requestEmailCode({ EMail: email.trim(), HumanTicket: ticket }),
    onFailure: (error) => setError('email', error.code, error.message),
    onSent: () => codeRef.current?.focus(),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (changeEmail.isPending) return;
    const emailProblem = checkNewEmail(email);
    const codeProblem = checkCode(code);
    setErrors({
      ...(emailProblem ? { email: { code: emailProblem } } : {}),
      ...(codeProblem ? { code: { code: codeProblem } } : {}),
    });
    if (emailProblem || codeProblem) return;
    try {
      await changeEmail.mutateAsync({ EMail: email.trim(), Code: code.trim() });
      showToast(t`Your e-mail address has been changed.`, { tone: 'success' });
      onClose();
    } catch (error) {
      if (!isApiError(error)) setError('form', 'NETWORK_ERROR');
      else setError(error.field === 'Code' ? 'code' : error.field === 'EMail' ? 'email' : 'form', error.code, error.message);
    }
  }

  return (
    <Dialog open title={t`Change e-mail address`} onClose={onClose}>
      <form onSubmit={(event) => void save(event)} noValidate aria-label={t`Change e-mail address`}>
        <TextField
          id="settings-new-email"
          label={t`New e-mail address`}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError('email', null);
          }}
          onBlur={() => email && setError('email', checkNewEmail(email))}
          error={text('email')}
          data-autofocus
        />
        <CodeField
          ref={codeRef}
          id="settings-email-code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError('code', null);
          }}
          onBlur={() => code && setError('code', checkCode(code))}
          error={text('code')}
          request={codeRequest}
          destination={t`your new e-mail address`}
        />
        {text('form') && (
          <p className="form-error" role="alert">
            {text('form')}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t`Cancel`}
          </button>
          <button type="submit" className="btn btn--primary" disabled={changeEmail.isPending} aria-busy={changeEmail.isPending}>
            {changeEmail.isPending ? t`Saving…` : t`Save`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
