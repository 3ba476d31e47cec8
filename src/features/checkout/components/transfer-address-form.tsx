import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import { AddressFields as F, type AddressField } from '../../../domain/address/address.schema';
import { transferAddressBody, transferAddressIssues, type TransferAddress } from '../../../domain/address/transfer-address.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useSaveTransferAddress } from '../api/transfer-service';

type Values = Record<Exclude<AddressField, 'Country'>, string>;
type Errors = Partial<Record<AddressField | 'form', { code: string; message?: string }>>;

const empty: Values = { UserName: '', StreetAddress: '', StreetAddress2: '', City: '', StateCode: '', ZipCode: '', Phone: '' };

interface TransferAddressFormProps {
  /** The agency's country: the only one a transfer address here may be in. */
  country: string;
  countryName: string;
  onSaved: (address: TransferAddress) => void;
  onCancel: () => void;
}

/**
 * A new transfer address in the agency's country, checked on blur and on save with the rules the
 * server applies (transfer-address.schema.ts: lengths, 4 Chinese characters in the street lines).
 */
export function TransferAddressForm({ country, countryName, onSaved, onCancel }: TransferAddressFormProps) {
  const { t, i18n } = useLingui();
  const idBase = useId();
  const save = useSaveTransferAddress();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const id = (field: AddressField) => `${idBase}-${field}`;
  const text = (field: AddressField | 'form') => {
    const error = errors[field];
    return error ? errorText(i18n, error.code, error.message) : null;
  };
  const issueOf = (v: Values, field: AddressField) => transferAddressIssues({ ...v, Country: country }).find(([f]) => f === field)?.[1] ?? null;
  const setIssue = (field: AddressField, code: string | null) =>
    setErrors(({ [field]: _old, ...rest }) => (code ? { ...rest, [field]: { code } } : rest));

  const change = (field: keyof Values, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    if (errors[field]) setIssue(field, null);
  };
  const blur = (field: keyof Values) => {
    // The Chinese-characters rule reads both street lines: the second re-checks the first.
    setIssue(field, issueOf(values, field));
    if (field === F.StreetAddress2 && values.StreetAddress) setIssue(F.StreetAddress, issueOf(values, F.StreetAddress));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (save.isPending) return;
    const parsed = transferAddressBody.safeParse({ ...values, Country: country });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        found[field in empty ? (field as AddressField) : 'form'] ??= { code: issue.message };
      }
      setErrors(found);
      const first = Object.keys(found).find((field) => field in empty) as AddressField | undefined;
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    try {
      onSaved(await save.mutateAsync(parsed.data));
    } catch (error) {
      const field = isApiError(error) && error.field && error.field in empty ? (error.field as AddressField) : 'form';
      setErrors({ [field]: isApiError(error) ? { code: error.code, message: error.message } : { code: 'NETWORK_ERROR' } });
    }
  }

  const input = (field: keyof Values, label: string, extra: { autoComplete: string; inputMode?: 'tel' | 'numeric'; type?: string }) => (
    <TextField
      id={id(field)}
      label={label}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => blur(field)}
      error={text(field)}
      {...extra}
    />
  );

  return (
    <form className="address-form transfer__form" onSubmit={submit} noValidate aria-label={t`New transfer address`}>
      <p className="pay-muted">{t`Country or region: ${countryName}`}</p>
      {input(F.UserName, t`Name`, { autoComplete: 'name' })}
      {input(F.StreetAddress, t`Street address`, { autoComplete: 'address-line1' })}
      {input(F.StreetAddress2, t`Apartment, suite, unit (optional)`, { autoComplete: 'address-line2' })}
      <div className="address-form__row">
        {input(F.City, t`City or district`, { autoComplete: 'address-level2' })}
        {input(F.StateCode, t`Province or region`, { autoComplete: 'address-level1' })}
      </div>
      <div className="address-form__row">
        {input(F.ZipCode, t`Postal code`, { autoComplete: 'postal-code' })}
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
          {save.isPending ? t`Saving…` : t`Save transfer address`}
        </button>
      </div>
    </form>
  );
}
