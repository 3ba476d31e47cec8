import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '../../../components/form/password-field';
import { showToast } from '../../../components/toast/toast-store';
import { resetPasswordBody, type ResetPasswordBody } from '../../../domain/account/account.schema';
import { AccountType, checkCode, checkEmail, checkPassword, checkPasswordsMatch, checkPhone } from '../../../domain/account/account-rules';
import type { MemberSource } from '../../../domain/account/regions';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useResetPassword } from '../api/reset-password';
import { accountQueryString, type AccountQuery } from '../auth-query';
import { AccountInput } from '../components/account-input';
import { AccountTypeTabs } from '../components/account-type-tabs';
import { CodeField } from '../components/code-field';
import { FormError } from '../components/form-error';
import { PasswordRulesHint } from '../components/password-rules-hint';
import { TermsCheckbox } from '../components/terms-checkbox';
import { focusFirstError } from '../hooks/focus-first-error';
import { useCodeRequest } from '../hooks/use-code-request';
import { useFieldErrors } from '../hooks/use-field-errors';
import { fieldErrorsFromIssues, formFieldFor } from '../server-fields';
import { focusUnlessTyping } from '../../../lib/browser/focus-unless-typing';

export function ForgotForm({ initial }: { initial: AccountQuery }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const errors = useFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<AccountType>(initial.type);
  const [country, setCountry] = useState(initial.source);
  const [account, setAccount] = useState(initial.account);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const byPhone = type === AccountType.Phone;

  const checkAccount = () => (byPhone ? checkPhone(account, country) : checkEmail(account));

  const codeRequest = useCodeRequest({
    validateTarget: () => {
      const failure = checkAccount();
      errors.setError('account', failure);
      if (failure) focusFirstError(formRef.current);
      return !failure;
    },
    buildRequest: () =>
      byPhone
        ? { Type: type, Purpose: 'reset', TelPhone: account.trim(), AreaCode: country as MemberSource }
        : { Type: type, Purpose: 'reset', EMail: account.trim() },
    onFailure: (error) => errors.setError('account', error.code, error.message),
    onSent: () => focusUnlessTyping(codeRef.current),
  });

  const body = (): ResetPasswordBody => ({
    Type: type,
    Account: account.trim(),
    AreaCode: byPhone ? (country as MemberSource) : undefined,
    Code: code.trim(),
    NewPassword: newPassword,
    ConfirmPassword: confirmPassword,
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reset.isPending) return;
    setFormError(null);
    const parsed = resetPasswordBody.safeParse(body());
    const invalid = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    // Unlike sign-in and registration, the spec asks for an alert here rather than the consent dialog.
    if (!agreed) invalid.terms = 'TERMS_REQUIRED';
    if (!parsed.success || !agreed) {
      errors.replaceAll(invalid);
      focusFirstError(formRef.current);
      return;
    }
    errors.replaceAll({});
    try {
      await reset.mutateAsync(parsed.data);
      showToast(t`Your password has been reset. Please sign in with the new password.`, { tone: 'success', durationMs: 4000 });
      navigate(`/login?${accountQueryString({ account, type, source: country })}`, { replace: true });
    } catch (error) {
      const failure = isApiError(error) ? error.code : 'NETWORK_ERROR';
      const message = isApiError(error) ? error.message : undefined;
      // "TelPhone"/"EMail" name the account input here.
      const server = isApiError(error) ? error.field : undefined;
      const field = server === 'TelPhone' || server === 'EMail' ? 'account' : formFieldFor(server);
      if (field) {
        errors.setError(field, failure, message);
        focusFirstError(formRef.current);
      } else setFormError(errorText(i18n, failure, message));
    }
  }

  function switchType(next: AccountType) {
    setType(next);
    setAccount('');
    errors.replaceAll({});
  }

  return (
    <>
      <AccountTypeTabs idBase="forgot" value={type} onChange={switchType} />
      <form ref={formRef} id="forgot-panel" role="tabpanel" aria-labelledby={`forgot-tab-${type}`} className="auth-form" onSubmit={onSubmit} noValidate>
        <AccountInput
          idBase="forgot"
          type={type}
          country={country}
          onCountryChange={setCountry}
          value={account}
          onChange={(e) => {
            setAccount(e.target.value);
            errors.edited('account');
          }}
          onBlur={() => account && errors.setError('account', checkAccount())}
          error={errors.text('account')}
        />
        <CodeField
          ref={codeRef}
          id="forgot-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            errors.edited('code');
          }}
          onBlur={() => code && errors.setError('code', checkCode(code))}
          error={errors.text('code')}
          request={codeRequest}
          destination={byPhone ? t`your phone` : t`your e-mail`}
        />
        <PasswordField
          id="forgot-new-password"
          label={t`New password`}
          hint={<PasswordRulesHint />}
          value={newPassword}
          onChange={(e) => {
            setNewPassword(e.target.value);
            errors.edited('newPassword');
          }}
          onBlur={() => newPassword && errors.setError('newPassword', checkPassword(newPassword))}
          error={errors.text('newPassword')}
          autoComplete="new-password"
          maxLength={20}
        />
        <PasswordField
          id="forgot-confirm-password"
          label={t`Confirm new password`}
          value={confirmPassword}
          onChange={(e) => {
            setConfirmPassword(e.target.value);
            errors.edited('confirmPassword');
          }}
          onBlur={() => confirmPassword && errors.setError('confirmPassword', checkPasswordsMatch(newPassword, confirmPassword))}
          error={errors.text('confirmPassword')}
          autoComplete="new-password"
          maxLength={20}
        />
        <TermsCheckbox
          id="forgot-terms"
          checked={agreed}
          onChange={(next) => {
            setAgreed(next);
            errors.edited('terms');
          }}
          error={errors.text('terms')}
        />
        <FormError text={formError} />
        <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending} aria-busy={reset.isPending}>
          {reset.isPending ? t`Resetting…` : t`Reset password`}
        </button>
      </form>
    </>
  );
}
