import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { PasswordField } from '../../../components/form/password-field';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useCloseAccount } from '../api/close-account';
import { useCloseAccountCheck } from '../api/get-close-account-check';
import { conditionLabels } from './condition-labels';

interface CloseAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the server closed the account and this device signed out. */
  onClosed: () => void;
}

/**
 * The checklist dialog: each condition with a tick or a cross, then the password to confirm. The
 * server checks everything again when closing; its refusal shows here as the "close the deal" text.
 */
export function CloseAccountDialog({ open, onClose, onClosed }: CloseAccountDialogProps) {
  const { t, i18n } = useLingui();
  const check = useCloseAccountCheck(open);
  const closing = useCloseAccount();
  const [password, setPassword] = useState('');
  const canClose = check.data?.CanClose === true;
  const failure = closing.error;
  const passwordError = isApiError(failure) && failure.field === 'Password' ? errorText(i18n, failure.code, failure.message) : null;
  const otherError = failure && !passwordError ? errorText(i18n, isApiError(failure) ? failure.code : 'SERVER_ERROR', failure.message) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canClose || closing.isPending) return;
    closing.mutate({ Password: password }, { onSuccess: onClosed });
  };
  const cancel = () => {
    setPassword('');
    closing.reset();
    onClose();
  };

  return (
    <Dialog open={open} title={t`Close my account`} onClose={cancel} className="close-account-dialog">
      <form onSubmit={submit} noValidate>
        {check.isPending && <p aria-busy="true">{t`Checking your account…`}</p>}
        {check.isError && <p role="alert" className="form-error">{t`The checklist could not be loaded. Please try again.`}</p>}
        {check.data && (
          <>
            <ul className="close-checklist" aria-label={t`Before closing`}>
              {check.data.Conditions.map((condition) => (
                <li key={condition.Key} className={condition.Met ? 'close-checklist__item close-checklist__item--met' : 'close-checklist__item close-checklist__item--unmet'}>
                  <span className="close-checklist__mark" aria-hidden="true">{condition.Met ? '✓' : '✕'}</span>
                  <span>{i18n._(conditionLabels[condition.Key])}</span>
                  <span className="visually-hidden">{condition.Met ? t`Done` : t`Not done`}</span>
                </li>
              ))}
            </ul>
            {!canClose && (
              <p role="alert" className="form-error">
                {errorText(i18n, 'CLOSE_ACCOUNT_NOT_ALLOWED')}
              </p>
            )}
          </>
        )}
        {canClose && (
          <>
            <p className="close-account-dialog__warning">
              {t`Closing is final: your profile, addresses, watch list and saved searches are erased and you are signed out everywhere. Your orders and CHP records are kept for the books.`}
            </p>
            <PasswordField
              id="close-account-password"
              label={t`Password`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
              data-autofocus
            />
          </>
        )}
        {otherError && (
          <p role="alert" className="form-error">
            {otherError}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={cancel}>
            {t`Cancel`}
          </button>
          {canClose && (
            <button type="submit" className="btn btn--danger" disabled={closing.isPending || password.length === 0}>
              {closing.isPending ? t`Closing…` : t`Close my account`}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
