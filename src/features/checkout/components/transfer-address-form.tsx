import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { transferAddressBody, transferAddressIssues, type TransferAddress } from '../../../domain/address/transfer-address.schema';
import { AddressFormFields, useAddressFields } from '../../address';
import { useSaveTransferAddress } from '../api/transfer-service';

const empty = { UserName: '', StreetAddress: '', StreetAddress2: '', City: '', StateCode: '', ZipCode: '', Phone: '' };

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
  const { t } = useLingui();
  const save = useSaveTransferAddress();
  const form = useAddressFields(empty, (values, field) => transferAddressIssues({ ...values, Country: country }).find(([f]) => f === field)?.[1] ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (save.isPending) return;
    const parsed = transferAddressBody.safeParse({ ...form.values, Country: country });
    form.showIssues(parsed.success ? [] : parsed.error.issues);
    if (!parsed.success) return;
    try {
      onSaved(await save.mutateAsync(parsed.data));
    } catch (error) {
      form.showSaveError(error);
    }
  }

  return (
    <form className="address-form transfer__form" onSubmit={submit} noValidate aria-label={t`New transfer address`}>
      <p className="pay-muted">{t`Country or region: ${countryName}`}</p>
      <AddressFormFields
        form={form}
        labels={{ city: t`City or district`, state: t`Province or region`, zip: t`Postal code`, save: t`Save transfer address` }}
        saving={save.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
