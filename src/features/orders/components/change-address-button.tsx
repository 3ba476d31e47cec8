import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../components/toast/toast-store';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { AddressDialog, useAddresses } from '../../address';
import { useChangeOrderAddress } from '../api/change-order-address';
import type { OrderRef } from '../api/order-ref';

interface ChangeAddressButtonProps {
  order: OrderRef;
  /** The book entry the order ships to now, found in the member's address book. */
  currentIn: (book: readonly ShippingAddress[]) => number | undefined;
}

/**
 * "Change address" on an unpaid order (spec 3 "Address dialog"): the address list with the order's
 * address first and chosen, and the new-address mode. Confirming the address it already has, or
 * none, just closes: no call.
 */
export function ChangeAddressButton({ order, currentIn }: ChangeAddressButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        {t`Change address`}
      </button>
      {/* Mounted only when open: a list of 60 orders does not read the address book for nothing. */}
      {open && <ChangeAddressDialog order={order} currentIn={currentIn} onClose={() => setOpen(false)} />}
    </>
  );
}

function ChangeAddressDialog({ order, currentIn, onClose }: ChangeAddressButtonProps & { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const book = useAddresses();
  const change = useChangeOrderAddress(order);
  const current = book.data ? currentIn(book.data) : undefined;

  async function choose(address: ShippingAddress) {
    if (address.Id === current || change.isPending) return onClose();
    try {
      await change.mutateAsync(address.Id);
      showToast(t`The order will ship to the new address.`, { tone: 'success' });
    } catch (error) {
      showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error', durationMs: 4000 });
    }
    onClose();
  }

  return <AddressDialog open onClose={onClose} selectedId={current} preferredFirstId={current} onSelect={(address) => void choose(address)} />;
}
