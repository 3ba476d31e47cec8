import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AddressFields as F, type AddressField } from '../../../domain/address/address.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';

/** Every address field but the country, which a form may fix rather than ask. */
export type AddressTextValues = Record<Exclude<AddressField, 'Country'>, string>;
type AddressErrors = Partial<Record<AddressField | 'form', { code: string; message?: string }>>;

/**
 * The values and messages of an address form's fields, checked one by one on blur with the form's
 * rule (`issueOf`); the form itself checks all on save and hands over what failed.
 */
export function useAddressFields<V extends AddressTextValues>(initial: V | (() => V), issueOf: (values: V, field: AddressField) => string | null) {
  const { i18n } = useLingui();
  const idBase = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});

  const id = (field: AddressField) => `${idBase}-${field}`;
  /** A field this form asks (the country may be fixed). */
  const isField = (field: string | undefined): field is AddressField & keyof V => field !== undefined && Object.hasOwn(values, field);
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
    setIssue(field, issueOf(values, field));
    // The Chinese-characters rule reads both street lines: the second re-checks the first.
    if (field === F.StreetAddress2 && values.StreetAddress) setIssue(F.StreetAddress, issueOf(values, F.StreetAddress));
  };
  /** A chooser's pick is checked at once. */
  const choose = (field: AddressField, value: string) => {
    change(field, value);
    setIssue(field, issueOf({ ...values, [field]: value }, field));
  };
  /** The save's check (a zod parse; none failed clears them): each field's first message, any other under the form. */
  const showIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const found: AddressErrors = {};
    for (const issue of issues) {
      const field = String(issue.path[0]);
      found[isField(field) ? field : 'form'] ??= { code: issue.message };
    }
    setErrors(found);
    const first = Object.keys(found).find(isField);
    if (first) document.getElementById(id(first))?.focus();
  };
  /** The server refused the save: the message goes on its field, or under the form. */
  const showSaveError = (error: unknown) => {
    if (isApiError(error)) setErrors({ [isField(error.field) ? error.field : 'form']: { code: error.code, message: error.message } });
    else setErrors({ form: { code: 'NETWORK_ERROR' } });
  };

  return { values, errors, id, text, change, blur, choose, showIssues, showSaveError };
}

export type AddressFieldsState<V extends AddressTextValues = AddressTextValues> = ReturnType<typeof useAddressFields<V>>;
