import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { TextField } from '../../../components/form/text-field';
import { countryOptions } from '../../../domain/account/regions';
import { AddressFields as F, type AddressField, type ShippingAddress } from '../../../domain/address/address.schema';
import { usStates } from '../../../domain/address/us-states';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { session } from '../../../lib/session/session-store';
import { useSaveAddress } from '../api/address-mutations';
import { fieldIssue, initialValues, isAddressField, validateAll, type AddressErrors, type AddressValues } from './address-form-state';

interface AddressFormProps {
  /** The address being edited; none for a new one. */
  address?: ShippingAddress;
  onSaved: (address: ShippingAddress) => void;
  onCancel: () => void;
}

/**
 * The address form (spec 3 "New address form"): checked field by field on blur and all together on
 * save with the domain schema the server uses; a refusal from the server lands on its field. The
 * inputs have no maxlength: an over-long paste gets the length message instead of being cut short.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const idBase = useId();
  const { user } = useSnapshot(session);
  const memberSource = user?.MemberSource;
  const save = useSaveAddress();
  const [values, setValues] = useState<AddressValues>(() => initialValues(address, user as typeof session.user));
  const [errors, setErrors] = useState<AddressErrors>({});

  const id = (field: AddressField) => `${idBase}-${field}`;
  const text = (field: AddressField | 'form') => {
    const error = errors[field];
    return error ? errorText(i18n, error.code, error.message) : null;
  };
  const setIssue = (field: AddressField, code: string | null) =>
    setErrors(({ [field]: _old, ...rest }) => (code ? { ...rest, [field]: { code } } : rest));

  const change = (field: AddressField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    if (errors[field]) setIssue(field, null);
  };
  const blur = (field: AddressField) => {
    // The Chinese-characters rule reads both street lines: re-check the other one too.
    const fields: AddressField[] = field === F.StreetAddress2 ? [F.StreetAddress2, F.StreetAddress] : [field];
    for (const f of fields) {
      if (f === F.StreetAddress && field === F.StreetAddress2 && !values.StreetAddress) continue;
      setIssue(f, fieldIssue(values, f, memberSource));
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (save.isPending) return;
    const { body, errors: found } = validateAll(values, memberSource);
    setErrors(found);
    if (!body) {
      const first = Object.keys(found)[0];
      if (first && isAddressField(first)) document.getElementById(id(first))?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: address?.Id, body: { ...body, IsDefault: address?.IsDefault } });
      onSaved(saved);
    } catch (error) {
      if (isApiError(error)) {
        const field = isAddressField(error.field) ? error.field : 'form';
        setErrors({ [field]: { code: error.code, message: error.message } });
      } else {
        setErrors({ form: { code: 'NETWORK_ERROR' } });
      }
    }
  }

  const input = (field: AddressField, label: string, extra: { autoComplete: string; inputMode?: 'tel' | 'numeric'; type?: string }) => (
    <TextField
      id={id(field)}
      label={label}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      onBlur={() => blur(field)}
      error={text(field)}
      {...extra}
    />
  );

  const select = (field: 'Country' | 'StateCode', label: string, options: { value: string; label: string }[], autoComplete: string) => (
    <div className={['field', errors[field] ? 'field--invalid' : ''].join(' ').trim()}>
      <label className="field__label" htmlFor={id(field)}>
        {label}
      </label>
      <select
        id={id(field)}
        className="field__select"
        value={values[field]}
        autoComplete={autoComplete}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
        onChange={(e) => {
          change(field, e.target.value);
          setIssue(field, fieldIssue({ ...values, [field]: e.target.value }, field, memberSource));
        }}
      >
        {field === 'StateCode' && <option value="">{t`Choose a state`}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {text(field) && (
        <p id={`${id(field)}-error`} className="field__error" role="alert">
          {text(field)}
        </p>
      )}
    </div>
  );

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-label={address ? t`Edit address` : t`New address`}>
      {select(F.Country, t`Country`, countryOptions.map((c) => ({ value: c.Code, label: c.EnName })), 'country')}
      {input(F.UserName, t`Name`, { autoComplete: 'name' })}
      {input(F.StreetAddress, t`Street address`, { autoComplete: 'address-line1' })}
      {input(F.StreetAddress2, t`Apartment, suite, unit (optional)`, { autoComplete: 'address-line2' })}
      <div className="address-form__row">
        {input(F.City, t`City`, { autoComplete: 'address-level2' })}
        {select(F.StateCode, t`State`, usStates.map((s) => ({ value: s.code, label: s.name })), 'address-level1')}
      </div>
      <div className="address-form__row">
        {input(F.ZipCode, t`ZIP code`, { autoComplete: 'postal-code', inputMode: 'numeric' })}
        {input(F.Phone, t`Phone`, { autoComplete: 'tel', inputMode: 'tel', type: 'tel' })}
      </div>
      {text('form') && (
        <p className="form-error" role="alert">
          {text('form')}
        </p>
      )}
      <div className="address-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t`Cancel`}
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t`Saving…` : t`Save address`}
        </button>
      </div>
    </form>
  );
}
