import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import { PasswordField } from '../../../components/form/password-field';
import { showToast } from '../../../components/toast/toast-store';
import { passwordChangeProblems } from '../../../domain/account/account-settings.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { endMemberSession } from '../../../lib/session/member-session';
import { PasswordRulesHint } from '../../auth';
import { useChangePassword } from '../api/account-settings-api';

type Field = 'OldPassword' | 'NewPassword' | 'ConfirmPassword' | 'form';
type Errors = Partial<Record<Field, { code: string; message?: string }>>;

/**
 * Password change (spec 3 section 5): old, new by the registration rules, confirm. The server ends
 * every session of the member, so this device forgets the member too and goes to sign in.
 */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [values, setValues] = useState({ OldPassword: '', NewPassword: '', ConfirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});

  const text = (field: Field) => {
    const error = errors[field];
    return error ? errorText(i18n, error.code, error.message) : null;
  };
  const problemsOf = (next: typeof values): Errors =>
    Object.fromEntries(passwordChangeProblems(next).flatMap(([field, code]) => (code ? [[field, { code }]] : [])));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const problems = problemsOf(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) setErrors({ form: { code: 'NETWORK_ERROR' } });
      else setErrors({ [error.field === 'OldPassword' || error.field === 'NewPassword' || error.field === 'ConfirmPassword' ? error.field : 'form']: { code: error.code, message: error.message } });
      return;
    }
    showToast(t`Your password has been changed. Please sign in again with the new password.`, { tone: 'success' });
    await endMemberSession(queryClient);
    await navigate('/login', { replace: true });
  }

  const field = ({ name, label, autoComplete, hint = false }: { name: Exclude<Field, 'form'>; label: string; autoComplete: string; hint?: boolean }) => (
    <PasswordField
      id={`settings-${name}`}
      label={label}
      autoComplete={autoComplete}
      maxLength={20}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors(({ [name]: _old, ...rest }) => rest);
      }}
      error={text(name)}
      hint={hint ? <PasswordRulesHint /> : undefined}
    />
  );

  return (
    <Dialog open title={t`Change password`} onClose={onClose}>
      <form onSubmit={(event) => void save(event)} noValidate aria-label={t`Change password`}>
        {field({ name: 'OldPassword', label: t`Old password`, autoComplete: 'current-password' })}
        {field({ name: 'NewPassword', label: t`New password`, autoComplete: 'new-password', hint: true })}
        {field({ name: 'ConfirmPassword', label: t`Confirm new password`, autoComplete: 'new-password' })}
        <p className="pay-muted">{t`After the change you are signed out on every device.`}</p>
        {text('form') && (
          <p className="form-error" role="alert">
            {text('form')}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t`Cancel`}
          </button>
          <button type="submit" className="btn btn--primary" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? t`Saving…` : t`Change password`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
