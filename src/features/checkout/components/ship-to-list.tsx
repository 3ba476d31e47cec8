import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import { AddressDialog, useAddresses } from '../../address';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

/** Spec 2 "Checkout variants" 1: the checkout lists the first 10 addresses. */
export const SHIP_TO_COUNT = 10;

/** The order's address first, then the book's order (default first), at most 10. */
export function shipToAddresses(addresses: readonly ShippingAddress[], orderAddressId: number | null): ShippingAddress[] {
  const current = addresses.find((a) => a.Id === orderAddressId);
  return (current ? [current, ...addresses.filter((a) => a !== current)] : [...addresses]).slice(0, SHIP_TO_COUNT);
}

interface ShipToListProps {
  /** The address the order carries now (null before one is chosen). */
  selectedId: number | null;
  onSelect: (address: ShippingAddress) => void;
  disabled?: boolean;
}

/** The ship-to block: a radio list of the member's addresses and 'Add new address' (the address book's dialog). */
export function ShipToList({ selectedId, onSelect, disabled = false }: ShipToListProps) {
  const { t } = useLingui();
  const name = useId();
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const shown = shipToAddresses(addresses.data ?? [], selectedId);

  return (
    <>
      {addresses.isPending && <p className="pay-muted">{t`Loading your addresses…`}</p>}
      {failedWithoutData(addresses) && (
        <p className="form-error" role="alert">
          {t`Your addresses could not be loaded.`}
        </p>
      )}
      {addresses.isSuccess && shown.length === 0 && <p className="pay-warning">{t`You have not set your shipping address!`}</p>}
      {shown.length > 0 && (
        <fieldset className="ship-to">
          <legend className="visually-hidden">{t`Shipping address`}</legend>
          {shown.map((address) => (
            <label key={address.Id} className={['ship-to__choice', address.Id === selectedId ? 'ship-to__choice--on' : ''].join(' ')}>
              <input
                type="radio"
                name={name}
                value={address.Id}
                checked={address.Id === selectedId}
                disabled={disabled}
                onChange={() => onSelect(address)}
              />
              <span className="ship-to__text">
                <span className="ship-to__name">
                  {address.UserName} <span className="pay-muted">{address.Phone}</span>
                  {address.IsDefault && <span className="ship-to__default">{t`Default`}</span>}
                </span>
                <span>{[address.StreetAddress, address.StreetAddress2].filter(Boolean).join(', ')}</span>
                <span>{[address.City, [address.StateCode, address.ZipCode].filter(Boolean).join(' '), address.Country].filter(Boolean).join(', ')}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className="btn btn--ghost btn--small ship-to__add" onClick={() => setAdding(true)} disabled={disabled}>
        {t`Add new address`}
      </button>
      <AddressDialog
        open={adding}
        onClose={() => setAdding(false)}
        selectedId={selectedId ?? undefined}
        preferredFirstId={selectedId ?? undefined}
        onSelect={(address) => {
          setAdding(false);
          onSelect(address);
        }}
      />
    </>
  );
}
