import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import { isAdultBirthDate } from '../../../domain/account/verification.schema';
import {
  US_DIAL_CODE,
  US_IDENTITY_LIMITS as L,
  UsIdentityFields as F,
  usIdentityIssues,
  type UsIdentityField,
  type UsIdentityInput,
} from '../../../domain/account/us-identity.schema';
import { usStates } from '../../../domain/address/us-states';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useSubmitUsVerification } from '../api/submit-verification';
import { useIdentityForm, type IdentityFieldErrors } from '../hooks/use-identity-form';

type FieldErrors = IdentityFieldErrors<UsIdentityField>;

const empty: UsIdentityInput = {
  FirstName: '',
  LastName: '',
  DateOfBirth: '',
  Phone: '',
  SsnLast4: '',
  Street: '',
  PostalCode: '',
  City: '',
  StateCode: '',
};
const isField = (name: PropertyKey | undefined): name is UsIdentityField => typeof name === 'string' && Object.hasOwn(empty, name);

/** The first problem per field, checked as the server will (the rules, and 18 or older today). */
export function checkUsIdentity(values: UsIdentityInput, today = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, code] of usIdentityIssues(values)) errors[field] ??= { code };
  if (!errors.DateOfBirth && !isAdultBirthDate(values.DateOfBirth, today)) errors.DateOfBirth = { code: 'BIRTH_DATE_INVALID' };
  return errors;
}

interface UsVerificationFormProps {
  /** The server turned the application away for the member's state (in progress, done, no attempts left). */
  onStateChanged: () => void;
  onCancel: () => void;
}

/**
 * The US identity form (spec 1 section 5), for members whose MemberSource is US: name, date of
 * birth, phone (+1), the last 4 digits of the social security number and the home address.
 */
export function UsVerificationForm({ onStateChanged, onCancel }: UsVerificationFormProps) {
  const { t, i18n } = useLingui();
  const submit = useSubmitUsVerification();
  const { formRef, values, setErrors, set, text, focusFirstError } = useIdentityForm<UsIdentityField, UsIdentityInput>(empty);
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (submit.isPending) return;
    setFormError(null);
    const found = checkUsIdentity(values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError();
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) return setFormError(errorText(i18n, 'NETWORK_ERROR'));
      if (isField(error.field)) {
        setErrors({ [error.field]: { code: error.code, message: error.message } });
        return focusFirstError();
      }
      setFormError(errorText(i18n, error.code, error.message));
      if (error.code.startsWith('VERIFY_')) onStateChanged();
    }
  }

  const field = (name: UsIdentityField, id: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={id} label={label} value={values[name]} onChange={(e) => set(name)(e.target.value)} error={text(name)} {...extra} />
  );
  const stateError = text(F.StateCode);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t`US identity form`} className="us-identity-form">
      <div className="address-form__row">
        {field(F.FirstName, 'us-verify-first-name', t`First name`, { autoComplete: 'given-name', maxLength: L.name })}
        {field(F.LastName, 'us-verify-last-name', t`Last name`, { autoComplete: 'family-name', maxLength: L.name })}
      </div>
      {field(F.DateOfBirth, 'us-verify-birth-date', t`Date of birth`, { type: 'date', autoComplete: 'bday' })}
      {field(F.Phone, 'us-verify-phone', t`Phone number`, {
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        maxLength: L.phone,
        leading: (
          <span className="verify-dial-code" aria-hidden="true">
            {US_DIAL_CODE}
          </span>
        ),
      })}
      {field(F.SsnLast4, 'us-verify-ssn', t`Last 4 digits of SSN`, {
        hint: t`Only the last 4 digits of your Social Security number. We never ask for the whole number.`,
        inputMode: 'numeric',
        autoComplete: 'off',
        maxLength: 4,
      })}
      {field(F.Street, 'us-verify-street', t`Street address`, { autoComplete: 'address-line1', maxLength: L.street })}
      <div className="address-form__row">
        {field(F.City, 'us-verify-city', t`City`, { autoComplete: 'address-level2', maxLength: L.city })}
        <div className={`field${stateError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="us-verify-state">
            {t`State`}
          </label>
          <select
            id="us-verify-state"
            className="field__select"
            value={values.StateCode}
            autoComplete="address-level1"
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? 'us-verify-state-error' : undefined}
            onChange={(e) => set(F.StateCode)(e.target.value)}
          >
            <option value="">{t`Choose a state`}</option>
            {usStates.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
          {stateError && (
            <p id="us-verify-state-error" className="field__error" role="alert">
              {stateError}
            </p>
          )}
        </div>
      </div>
      {field(F.PostalCode, 'us-verify-postal-code', t`ZIP code`, { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: L.postalCode })}
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
