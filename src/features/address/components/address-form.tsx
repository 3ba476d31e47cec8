import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { countryOptions } from '../../../domain/account/regions';
import { addressFormSchema, type ShippingAddress } from '../../../domain/address/address.schema';
import { usStates } from '../../../domain/address/us-states';
import { session } from '../../../lib/session/session-store';
import { useSaveAddress } from '../api/address-mutations';
import { AddressFormFields } from './address-form-fields';
import { fieldIssue, initialValues, type AddressValues } from './address-form-state';
import { useAddressFields } from './use-address-fields';

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
  const { t } = useLingui();
  const { user } = useSnapshot(session);
  const memberSource = user?.MemberSource;
  const save = useSaveAddress();
  const form = useAddressFields<AddressValues>(
    () => initialValues(address, user as typeof session.user),
    (values, field) => fieldIssue(values, field, memberSource),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (save.isPending) return;
    const checked = addressFormSchema(memberSource).safeParse(form.values);
    form.showIssues(checked.success ? [] : checked.error.issues);
    if (!checked.success) return;
    try {
      const saved = await save.mutateAsync({ id: address?.Id, body: { ...checked.data, IsDefault: address?.IsDefault } });
      onSaved(saved);
    } catch (error) {
      form.showSaveError(error);
    }
  }

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-label={address ? t`Edit address` : t`New address`}>
      <AddressFormFields
        form={form}
        labels={{ city: t`City`, state: t`State`, zip: t`ZIP code`, save: t`Save address` }}
        countryOptions={countryOptions.map((c) => ({ value: c.Code, label: c.EnName }))}
        stateOptions={usStates.map((s) => ({ value: s.code, label: s.name }))}
        zipInputMode="numeric"
        saving={save.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
