import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import { isAdultBirthDate, verificationBody, type VerificationBody } from '../../../domain/account/verification.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { CountrySelect } from '../../auth';
import { useSubmitVerification } from '../api/submit-verification';
import { useIdentityForm, type IdentityFieldErrors } from '../hooks/use-identity-form';

type Field = 'firstName' | 'lastName' | 'dateOfBirth' | 'documentNumber' | 'country';
type Values = Record<Field, string>;
type FieldErrors = IdentityFieldErrors<Field>;

/** The form's fields by the request's (and the server's error `field`) names. */
const byServerName: Record<keyof VerificationBody, Field> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  DateOfBirth: 'dateOfBirth',
  DocumentNumber: 'documentNumber',
  Country: 'country',
};
const fieldFor = (serverName: PropertyKey | undefined): Field | undefined =>
  typeof serverName === 'string' && Object.hasOwn(byServerName, serverName) ? byServerName[serverName as keyof VerificationBody] : undefined;

const bodyOf = (v: Values): VerificationBody => ({
  FirstName: v.firstName,
  LastName: v.lastName,
  DateOfBirth: v.dateOfBirth,
  DocumentNumber: v.documentNumber,
  Country: v.country,
});

/** The first problem per field, checked as the server will (the schema, and 18 or older today). */
function check(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = verificationBody.safeParse(bodyOf(values));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldFor(issue.path[0]);
    if (field && !errors[field]) errors[field] = { code: issue.message };
  }
  if (!errors.dateOfBirth && !isAdultBirthDate(values.dateOfBirth, new Date())) errors.dateOfBirth = { code: 'BIRTH_DATE_INVALID' };
  return errors;
}

interface VerificationFormProps {
  defaultCountry: string;
  /** The server turned the application away for the member's state (in progress, done, no attempts left). */
  onStateChanged: () => void;
  onCancel: () => void;
}

/** The ID verification application: name, date of birth, document number and its country. */
export function VerificationForm({ defaultCountry, onStateChanged, onCancel }: VerificationFormProps) {
  const { t, i18n } = useLingui();
  const submit = useSubmitVerification();
  const { formRef, values, errors, setErrors, set, text, focusFirstError } = useIdentityForm<Field, Values>({
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    documentNumber: '',
    country: defaultCountry,
  });
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (submit.isPending) return;
    setFormError(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError();
    try {
      await submit.mutateAsync(verificationBody.parse(bodyOf(values)));
    } catch (error) {
      if (!isApiError(error)) return setFormError(errorText(i18n, 'NETWORK_ERROR'));
      const field = fieldFor(error.field);
      if (field) {
        setErrors({ [field]: { code: error.code, message: error.message } });
        return focusFirstError();
      }
      setFormError(errorText(i18n, error.code, error.message));
      if (error.code.startsWith('VERIFY_')) onStateChanged();
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t`ID verification form`}>
      <TextField id="verify-first-name" label={t`First name`} value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} error={text('firstName')} autoComplete="given-name" maxLength={50} />
      <TextField id="verify-last-name" label={t`Last name`} value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} error={text('lastName')} autoComplete="family-name" maxLength={50} />
      <TextField id="verify-birth-date" label={t`Date of birth`} type="date" value={values.dateOfBirth} onChange={(e) => set('dateOfBirth')(e.target.value)} error={text('dateOfBirth')} autoComplete="bday" />
      <TextField
        id="verify-document"
        label={t`Document number`}
        hint={t`Passport, driving licence or national ID card. We keep only its last 4 characters.`}
        value={values.documentNumber}
        onChange={(e) => set('documentNumber')(e.target.value)}
        error={text('documentNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={30}
      />
      <CountrySelect id="verify-country" value={values.country} onChange={set('country')} withDialCode={false} invalid={Boolean(errors.country)} />
      {text('country') && (
        <p className="field__error" role="alert">
          {text('country')}
        </p>
      )}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t`Cancel`}
        </button>
        <button type="submit" className="btn btn--primary" disabled={submit.isPending} aria-busy={submit.isPending}>
          {submit.isPending ? t`Submitting…` : t`Submit`}
        </button>
      </div>
    </form>
  );
}
