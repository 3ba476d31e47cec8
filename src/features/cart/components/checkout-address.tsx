import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import { AddressDialog } from '../../address';

interface CheckoutAddressProps {
  address: ShippingAddress | undefined;
  onSelect: (address: ShippingAddress) => void;
}

/** The ship-to block of the store checkout: the chosen address and a Change button opening the address book dialog. */
export function CheckoutAddress({ address, onSelect }: CheckoutAddressProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <section className="checkout-block" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="checkout-block__title">
        {t`Ship to`}
      </h2>
      {address ? (
        <address className="checkout-address">
          <strong>{address.UserName}</strong> {address.Phone}
          <br />
          {address.StreetAddress2 ? `${address.StreetAddress} (${address.StreetAddress2})` : address.StreetAddress}, {address.City}, {address.State}{' '}
          {address.ZipCode}, {address.Country}
        </address>
      ) : (
        <p className="checkout-block__empty">{t`You have not set your shipping address!`}</p>
      )}
      <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
        {address ? t`Change address` : t`Add address`}
      </button>
      <AddressDialog
        open={open}
        onClose={() => setOpen(false)}
        selectedId={address?.Id}
        onSelect={(chosen) => {
          onSelect(chosen);
          setOpen(false);
        }}
      />
    </section>
  );
}
