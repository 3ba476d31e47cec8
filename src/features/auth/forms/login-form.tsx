import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { PasswordField } from '../../../components/form/password-field';
import { showToast } from '../../../components/toast/toast-store';
import { signInBody, type SignInBody } from '../../../domain/account/account.schema';
import { AccountType, checkSignInAccount, checkSignInPassword } from '../../../domain/account/account-rules';
import { isApiError } from '../../../lib/api/api-error';
import { atLeast } from '../../../lib/async/at-least';
import { errorText } from '../../../lib/i18n/error-messages';
import { isOtherEntryPath, takeReturnPage } from '../../../lib/navigation/return-page';
import { useSignIn } from '../api/sign-in';
import { accountQueryString, type AccountQuery } from '../auth-query';
import { AccountInput } from '../components/account-input';
import { AccountTypeTabs } from '../components/account-type-tabs';
import { ConsentDialog } from '../components/consent-dialog';
import { TermsCheckbox } from '../components/terms-checkbox';
import { focusFirstError } from '../hooks/focus-first-error';
import { useFieldErrors } from '../hooks/use-field-errors';
import { fieldErrorsFromIssues } from '../server-fields';

/** Spec 1 section 4: the busy state of sign-in lasts (at least) one second. */
const BUSY_MIN_MS = 1000;

export function LoginForm({ initial }: { initial: AccountQuery }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const errors = useFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const [type, setType] = useState<AccountType>(initial.type);
  const [country, setCountry] = useState(initial.source);
  const [account, setAccount] = useState(initial.account);
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [consentOpen, setConsentOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const body = (): SignInBody =>
    type === AccountType.Phone
      ? { Type: type, Account: account.trim(), Password: password, AreaCode: country as SignInBody['AreaCode'] }
      : { Type: type, Account: account.trim(), Password: password };

  function switchType(next: AccountType) {
    setType(next);
    setAccount('');
    errors.replaceAll({});
  }

  async function submit(agreedNow: boolean) {
    if (busy) return;
    const parsed = signInBody.safeParse(body());
    if (!parsed.success) {
      errors.replaceAll(fieldErrorsFromIssues(parsed.error.issues));
      focusFirstError(formRef.current);
      return;
    }
    errors.replaceAll({});
    if (!agreedNow) {
      setConsentOpen(true);
      return;
    }
    setBusy(true);
    try {
      await atLeast(BUSY_MIN_MS, signIn.mutateAsync(parsed.data));
      const back = takeReturnPage();
      if (isOtherEntryPath(back)) window.location.replace(back);
      else navigate(back, { replace: true });
    } catch (error) {
      const code = isApiError(error) ? error.code : 'NETWORK_ERROR';
      const message = isApiError(error) ? error.message : undefined;
      const field = isApiError(error) && error.field === 'Password' ? 'password' : 'account';
      errors.setError(field, code, message);
      showToast(errorText(i18n, code, message), { tone: 'error', durationMs: 2000 });
      focusFirstError(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(agreed);
  }

  const forgotHref = `/forgot?${accountQueryString({ account, type, source: country })}`;

  return (
    <>
      <AccountTypeTabs idBase="login" value={type} onChange={switchType} />
      <form
        ref={formRef}
        id="login-panel"
        role="tabpanel"
        aria-labelledby={`login-tab-${type}`}
        className="auth-form"
        onSubmit={onSubmit}
        noValidate
      >
        <AccountInput
          idBase="login"
          type={type}
          country={country}
          onCountryChange={setCountry}
          value={account}
          onChange={(e) => {
            setAccount(e.target.value);
            errors.edited('account');
          }}
          onBlur={() => account && errors.setError('account', checkSignInAccount(account, type))}
          error={errors.text('account')}
        />
        <PasswordField
          id="login-password"
          label={t`Password`}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            errors.edited('password');
          }}
          onBlur={() => password && errors.setError('password', checkSignInPassword(password))}
          error={errors.text('password')}
          autoComplete="current-password"
          maxLength={20}
        />
        <div className="auth-form__row auth-form__row--end">
          <Link to={forgotHref} className="text-link">
            {t`Forgot password?`}
          </Link>
        </div>
        <TermsCheckbox id="login-terms" checked={agreed} onChange={setAgreed} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
          {busy ? t`Signing in…` : t`Sign in`}
        </button>
      </form>
      <ConsentDialog
        open={consentOpen}
        onCancel={() => setConsentOpen(false)}
        onAgree={() => {
          setConsentOpen(false);
          setAgreed(true);
          void submit(true);
        }}
      />
    </>
  );
}
