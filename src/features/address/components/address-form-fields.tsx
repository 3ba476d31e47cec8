import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import { AddressFields as F, type AddressField } from '../../../domain/address/address.schema';
import type { AddressFieldsState, AddressTextValues } from './use-address-fields';

type Option = { value: string; label: string };

interface AddressFormFieldsProps<V extends AddressTextValues> {
  form: AddressFieldsState<V>;
  /** The labels that change with the country's words for them. */
  labels: { city: string; state: string; zip: string; save: string };
  /** The country as a chooser first; without, the form shows or fixes it itself. */
  countryOptions?: Option[];
  /** The state as a chooser (US states) rather than a text box. */
  stateOptions?: Option[];
  zipInputMode?: 'numeric';
  saving: boolean;
  onCancel: () => void;
}

/** An address form's fields, its form-level message, and Cancel and Save. */
export function AddressFormFields<V extends AddressTextValues>(props: AddressFormFieldsProps<V>) {
  const { form, labels, countryOptions, stateOptions, saving } = props;
  const { t } = useLingui();
  const formError = form.text('form');
  const input = (field: Exclude<AddressField, 'Country'>, label: string, extra: { autoComplete: string; inputMode?: 'tel' | 'numeric'; type?: string }) => (
    <TextField
      id={form.id(field)}
      label={label}
      value={form.values[field]}
      onChange={(event) => form.change(field, event.target.value)}
      onBlur={() => form.blur(field)}
      error={form.text(field)}
      {...extra}
    />
  );
  // A chooser is checked as soon as a choice is made.
  const select = (field: 'Country' | 'StateCode', label: string, options: Option[], autoComplete: string) => (
    <div className={['field', form.errors[field] ? 'field--invalid' : ''].join(' ').trim()}>
      <label className="field__label" htmlFor={form.id(field)}>
        {label}
      </label>
      <select
        id={form.id(field)}
        className="field__select"
        value={(form.values as Partial<Record<AddressField, string>>)[field]}
        autoComplete={autoComplete}
        aria-invalid={form.errors[field] ? true : undefined}
        aria-describedby={form.errors[field] ? `${form.id(field)}-error` : undefined}
        onChange={(event) => form.choose(field, event.target.value)}
      >
        {field === F.StateCode && <option value="">{t`Choose a state`}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {form.text(field) && (
        <p id={`${form.id(field)}-error`} className="field__error" role="alert">
          {form.text(field)}
        </p>
      )}
    </div>
  );

  return (
    <>
      {countryOptions && select(F.Country, t`Country`, countryOptions, 'country')}
      {input(F.UserName, t`Name`, { autoComplete: 'name' })}
      {input(F.StreetAddress, t`Street address`, { autoComplete: 'address-line1' })}
      {input(F.StreetAddress2, t`Apartment, suite, unit (optional)`, { autoComplete: 'address-line2' })}
      <div className="address-form__row">
        {input(F.City, labels.city, { autoComplete: 'address-level2' })}
        {stateOptions ? select(F.StateCode, labels.state, stateOptions, 'address-level1') : input(F.StateCode, labels.state, { autoComplete: 'address-level1' })}
      </div>
      <div className="address-form__row">
        {input(F.ZipCode, labels.zip, { autoComplete: 'postal-code', inputMode: props.zipInputMode })}
        {input(F.Phone, t`Phone`, { autoComplete: 'tel', inputMode: 'tel', type: 'tel' })}
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="address-form__actions">
        <button type="button" className="btn btn--ghost" onClick={props.onCancel}>
          {t`Cancel`}
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
          {saving ? t`Saving…` : labels.save}
        </button>
      </div>
    </>
  );
}
