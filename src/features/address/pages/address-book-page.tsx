import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { StatusPanel } from '../../../components/status/status-panel';
import { showToast } from '../../../components/toast/toast-store';
import { MAX_ADDRESSES, type ShippingAddress } from '../../../domain/address/address.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useDeleteAddress, useSetDefaultAddress } from '../api/address-mutations';
import { useAddresses } from '../api/get-addresses';
import { AddressForm } from '../components/address-form';
import { AddressSummary } from '../components/address-summary';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

type Editing = { kind: 'new' } | { kind: 'edit'; address: ShippingAddress } | null;

/**
 * /myholo/address: the address book. Add, edit, delete (confirmed) and make default. The default
 * address has no delete while others exist and no "make default" (spec 3 section 5).
 */
export function AddressBookPage() {
  const { t, i18n } = useLingui();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShippingAddress | null>(null);

  const list = addresses.data ?? [];
  const full = list.length >= MAX_ADDRESSES;
  const failure = (error: unknown) =>
    showToast(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.Id, {
      onSuccess: () => showToast(t`Address deleted`, { tone: 'success' }),
      onError: failure,
      onSettled: () => setDeleting(null),
    });
  };
  const setDefault = (address: ShippingAddress) =>
    makeDefault.mutate(address.Id, { onSuccess: () => showToast(t`Default address changed`, { tone: 'success' }), onError: failure });

  const form = editing && (
    <section className="address-book__editor" aria-labelledby="address-editor-title">
      <h2 id="address-editor-title" className="address-book__subtitle">
        {editing.kind === 'new' ? t`Add new address` : t`Edit address`}
      </h2>
      <AddressForm
        key={editing.kind === 'edit' ? editing.address.Id : 'new'}
        address={editing.kind === 'edit' ? editing.address : undefined}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          showToast(t`Address saved`, { tone: 'success' });
          setEditing(null);
        }}
      />
    </section>
  );

  const deletingName = deleting?.UserName ?? '';
  return (
    <div className="page address-book">
      <div className="address-book__head">
        <h1 className="address-book__title">{t`Shipping addresses`}</h1>
        <button type="button" className="btn btn--primary" disabled={full || editing?.kind === 'new'} onClick={() => setEditing({ kind: 'new' })}>
          {t`Add new address`}
        </button>
      </div>
      {full && <p className="address-book__note">{t`You have saved ${MAX_ADDRESSES} addresses, the most allowed. Delete one to add another.`}</p>}
      {editing?.kind === 'new' && form}
      {addresses.isPending && <p className="address-book__note">{t`Loading your addresses…`}</p>}
      {failedWithoutData(addresses) && (
        <StatusPanel
          tone="error"
          title={t`Your addresses could not be loaded.`}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void addresses.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      )}
      {addresses.isSuccess && list.length === 0 && !editing && (
        <StatusPanel title={t`No shipping address yet`}>{t`Add an address to bid, buy and make offers.`}</StatusPanel>
      )}
      {list.length > 0 && (
        <ul className="address-book__list" aria-label={t`Your addresses`}>
          {list.map((address) => {
            const busy = (remove.isPending && remove.variables === address.Id) || (makeDefault.isPending && makeDefault.variables === address.Id);
            const canDelete = !address.IsDefault || list.length === 1;
            const name = address.UserName;
            return (
              <li key={address.Id} className="address-card" aria-label={t`Address of ${name}`}>
                {editing?.kind === 'edit' && editing.address.Id === address.Id ? (
                  form
                ) : (
                  <>
                    <AddressSummary address={address} />
                    <div className="address-card__actions">
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing({ kind: 'edit', address })}>
                        {t`Edit`}
                      </button>
                      {!address.IsDefault && (
                        <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => setDefault(address)}>
                          {t`Make default`}
                        </button>
                      )}
                      {canDelete && (
                        <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => setDeleting(address)}>
                          {t`Delete`}
                        </button>
                      )}
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this address?`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>{t`The address of ${deletingName} will be removed from your address book. Orders keep the address they were placed with.`}</p>
      </ConfirmDialog>
    </div>
  );
}
