import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import { useAddresses } from '../api/get-addresses';
import { AddressForm } from './address-form';
import { AddressSummary } from './address-summary';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

/** Checkout shows the first 10 addresses (spec 2 "Checkout variants"). */
export const DIALOG_ADDRESS_COUNT = 10;

export interface AddressDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address chosen so far; preselected. */
  selectedId?: number;
  /** The order's current address: moved to the top and preselected when nothing else is chosen. */
  preferredFirstId?: number;
  /** Called with the chosen address on confirm; the caller closes the dialog. */
  onSelect: (address: ShippingAddress) => void;
}

/** The order at checkout and on "change address": the preferred one first, then the book's order. */
export function dialogAddresses(addresses: readonly ShippingAddress[], preferredFirstId?: number): ShippingAddress[] {
  const preferred = addresses.find((a) => a.Id === preferredFirstId);
  const rest = addresses.filter((a) => a !== preferred);
  return (preferred ? [preferred, ...rest] : rest).slice(0, DIALOG_ADDRESS_COUNT);
}

/**
 * Spec 3 "Address dialog": list mode (a radio list of the first 10, "Add new address"), then
 * new-address mode; saving returns to the list with the new address chosen. Confirming with no
 * address chosen just closes.
 */
export function AddressDialog({ open, onClose, selectedId, preferredFirstId, onSelect }: AddressDialogProps) {
  const { t } = useLingui();
  const addresses = useAddresses();
  const [mode, setMode] = useState<'list' | 'new'>('list');
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const shown = useMemo(() => dialogAddresses(addresses.data ?? [], preferredFirstId), [addresses.data, preferredFirstId]);
  const current = chosen ?? selectedId ?? preferredFirstId ?? shown.find((a) => a.IsDefault)?.Id;

  const close = () => {
    setMode('list');
    setChosen(undefined);
    onClose();
  };
  const confirm = () => {
    const address = shown.find((a) => a.Id === current);
    if (!address) return close();
    setChosen(undefined);
    onSelect(address);
  };

  return (
    <Dialog open={open} title={mode === 'list' ? t`Ship to` : t`Add new address`} onClose={close} className="address-dialog">
      {mode === 'new' ? (
        <AddressForm
          onCancel={() => setMode('list')}
          onSaved={(saved) => {
            setChosen(saved.Id);
            setMode('list');
          }}
        />
      ) : (
        <>
          {addresses.isPending && <p className="dialog__text">{t`Loading your addresses…`}</p>}
          {failedWithoutData(addresses) && (
            <p className="form-error" role="alert">
              {t`Your addresses could not be loaded.`}
            </p>
          )}
          {addresses.isSuccess && shown.length === 0 && <p className="dialog__text">{t`You have not saved a shipping address yet.`}</p>}
          {shown.length > 0 && (
            <fieldset className="address-choices">
              <legend className="visually-hidden">{t`Shipping address`}</legend>
              {shown.map((address) => (
                <label key={address.Id} className="address-choice">
                  <input
                    type="radio"
                    name="address-choice"
                    value={address.Id}
                    checked={current === address.Id}
                    onChange={() => setChosen(address.Id)}
                  />
                  <AddressSummary address={address} />
                </label>
              ))}
            </fieldset>
          )}
          <div className="dialog__actions address-dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setMode('new')}>
              {t`Add new address`}
            </button>
            <button type="button" className="btn btn--ghost" onClick={close}>
              {t`Cancel`}
            </button>
            <button type="button" className="btn btn--primary" onClick={confirm}>
              {t`Confirm`}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
