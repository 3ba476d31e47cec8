import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import type { StoreOrderDetail } from '../../../domain/cart/store-order.schema';
import { AddressDialog } from '../../address';

interface StoreOrderAddressProps {
  address: StoreOrderDetail['AddressMsg'];
  /** Given while the order is unpaid: a Change address button opens the address book. */
  onChange?: (address: ShippingAddress) => void;
  disabled?: boolean;
}

/** The ship-to block of an existing store order (spec 2 "Re-pay": the address can change until it is paid). */
export function StoreOrderAddress({ address, onChange, disabled = false }: StoreOrderAddressProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <section className="checkout-block" aria-labelledby="store-order-address">
      <h2 id="store-order-address" className="checkout-block__title">
        {t`Ship to`}
      </h2>
      <address className="checkout-address">
        <strong>{address.Consignee}</strong> {address.Telephone}
        <br />
        {address.AddressDetail}, {address.CityName}, {address.ProvinceName} {address.PostalCode}
      </address>
      {onChange && (
        <>
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)} disabled={disabled}>
            {t`Change address`}
          </button>
          <AddressDialog
            open={open}
            onClose={() => setOpen(false)}
            onSelect={(chosen) => {
              setOpen(false);
              onChange(chosen);
            }}
          />
        </>
      )}
    </section>
  );
}
