import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { showToast } from '../../../components/toast/toast-store';
import { registerBody, type RegisterBody } from '../../../domain/account/account.schema';
import { AccountType, checkCode, checkEmail, checkNickname, checkPassword, checkPhone, NICKNAME_MAX } from '../../../domain/account/account-rules';
import { defaultMemberSource, type MemberSource } from '../../../domain/account/regions';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { returnAfterSignIn } from '../../../lib/navigation/return-page';
import { useRegister } from '../api/register';
import { AccountInput } from '../components/account-input';
import { AccountTypeTabs } from '../components/account-type-tabs';
import { CodeField } from '../components/code-field';
import { ConsentDialog } from '../components/consent-dialog';
import { CountrySelect } from '../components/country-select';
import { FormError } from '../components/form-error';
import { PasswordRulesHint } from '../components/password-rules-hint';
import { TermsCheckbox } from '../components/terms-checkbox';
import { focusFirstError } from '../hooks/focus-first-error';
import { useCodeRequest } from '../hooks/use-code-request';
import { useFieldErrors } from '../hooks/use-field-errors';
import { fieldErrorsFromIssues, formFieldFor } from '../server-fields';
import { focusUnlessTyping } from '../../../lib/browser/focus-unless-typing';

export function RegisterForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const registration = useRegister();
  const errors = useFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<AccountType>(AccountType.Phone);
  const [country, setCountry] = useState<string>(defaultMemberSource);
  const [fields, setFields] = useState({ phone: '', email: '', nickname: '', code: '', password: '', inviteCode: '' });
  const [agreed, setAgreed] = useState(false);
  const [consentOpen, setConsentOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const byPhone = type === AccountType.Phone;
  const target = byPhone ? 'phone' : 'email';

  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    errors.edited(name);
  };
  const checkTarget = () =>
    byPhone ? checkPhone(fields.phone, country) : checkEmail(fields.email);

  const codeRequest = useCodeRequest({
    validateTarget: () => {
      const code = checkTarget();
      errors.setError(target, code);
      if (code) focusFirstError(formRef.current);
      return !code;
    },
    buildRequest: () =>
      byPhone
        ? { Type: type, Purpose: 'register', TelPhone: fields.phone.trim(), AreaCode: country as MemberSource }
        : { Type: type, Purpose: 'register', EMail: fields.email.trim() },
    onFailure: (error) => errors.setError(target, error.code, error.message),
    onSent: () => focusUnlessTyping(codeRef.current),
  });

  const body = (): RegisterBody => ({
    Type: type,
    NickName: fields.nickname.trim(),
    MemberSource: country as MemberSource,
    AreaCode: byPhone ? (country as MemberSource) : undefined,
    TelPhone: byPhone ? fields.phone.trim() : undefined,
    EMail: fields.email.trim() || undefined,
    Password: fields.password,
    Code: fields.code.trim(),
    InviteCode: fields.inviteCode.trim() || undefined,
    AgreeTerms: true,
  });

  async function submit(agreedNow: boolean) {
    if (registration.isPending) return;
    setFormError(null);
    const parsed = registerBody.safeParse(body());
    if (!parsed.success) {
      errors.replaceAll(fieldErrorsFromIssues(parsed.error.issues));
      focusFirstError(formRef.current);
      return;
    }
    errors.replaceAll({});
    if (!agreedNow) return setConsentOpen(true);
    try {
      await registration.mutateAsync(parsed.data);
      showToast(t`Registered successfully!`, { tone: 'success' });
      returnAfterSignIn(navigate);
    } catch (error) {
      const code = isApiError(error) ? error.code : 'NETWORK_ERROR';
      const message = isApiError(error) ? error.message : undefined;
      const field = formFieldFor(isApiError(error) ? error.field : undefined);
      if (field) {
        errors.setError(field, code, message);
        focusFirstError(formRef.current);
      } else setFormError(errorText(i18n, code, message));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(agreed);
  }

  function switchType(next: AccountType) {
    setType(next);
    errors.replaceAll({});
  }

  return (
    <>
      <AccountTypeTabs idBase="register" value={type} onChange={switchType} />
      <form ref={formRef} id="register-panel" role="tabpanel" aria-labelledby={`register-tab-${type}`} className="auth-form" onSubmit={onSubmit} noValidate>
        {!byPhone && <CountrySelect id="register-region" value={country} onChange={setCountry} withDialCode={false} />}
        <AccountInput
          idBase="register"
          type={type}
          country={country}
          onCountryChange={setCountry}
          value={byPhone ? fields.phone : fields.email}
          onChange={set(target)}
          onBlur={() => (byPhone ? fields.phone : fields.email) && errors.setError(target, checkTarget())}
          error={errors.text(target)}
          countryInvalid={Boolean(errors.errors.country)}
        />
        {errors.text('country') && <FormError text={errors.text('country')} />}
        <TextField
          id="register-nickname"
          label={t`Nickname`}
          hint={t`6–20 characters, no Chinese characters. It cannot be changed later.`}
          value={fields.nickname}
          onChange={set('nickname')}
          onBlur={() => fields.nickname && errors.setError('nickname', checkNickname(fields.nickname))}
          error={errors.text('nickname')}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
        />
        <CodeField
          ref={codeRef}
          id="register-code"
          value={fields.code}
          onChange={set('code')}
          onBlur={() => fields.code && errors.setError('code', checkCode(fields.code))}
          error={errors.text('code')}
          request={codeRequest}
          destination={byPhone ? t`your phone` : t`your e-mail`}
        />
        {byPhone && (
          <TextField
            id="register-email"
            label={t`E-mail (optional)`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            onBlur={() => fields.email && errors.setError('email', checkEmail(fields.email))}
            error={errors.text('email')}
            maxLength={254}
          />
        )}
        <PasswordField
          id="register-password"
          label={t`Password`}
          hint={<PasswordRulesHint />}
          value={fields.password}
          onChange={set('password')}
          onBlur={() => fields.password && errors.setError('password', checkPassword(fields.password))}
          error={errors.text('password')}
          autoComplete="new-password"
          maxLength={20}
        />
        <TextField id="register-invite" label={t`Invite code (optional)`} value={fields.inviteCode} onChange={set('inviteCode')} error={errors.text('inviteCode')} autoComplete="off" maxLength={32} />
        <TermsCheckbox id="register-terms" checked={agreed} onChange={setAgreed} error={errors.text('terms')} />
        {formError && <FormError text={formError} />}
        <button type="submit" className="btn btn--primary btn--block" disabled={registration.isPending} aria-busy={registration.isPending}>
          {registration.isPending ? t`Creating your account…` : t`Create account`}
        </button>
      </form>
      <ConsentDialog open={consentOpen} onCancel={() => setConsentOpen(false)} onAgree={() => { setConsentOpen(false); setAgreed(true); void submit(true); }} />
    </>
  );
}
