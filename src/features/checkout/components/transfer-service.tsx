import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { findCountry } from '../../../domain/account/regions';
import { TRANSFER_ADDRESS_PAGE_SIZE, type TransferAddress } from '../../../domain/address/transfer-address.schema';
import type { Agency } from '../../../domain/agency/agency.schema';
import { agencyQuery, transferAddressesQuery } from '../api/transfer-service';
import { TransferAddressForm } from './transfer-address-form';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

interface TransferServiceProps {
  /** The seller's region: its agency forwards the item. */
  sellerSource: string;
  /** The transfer address the order goes to now, or null while it goes into the buyer's warehouse at the agency. */
  chosenId: number | null;
  /** Puts the order on the transfer service to this transfer address. */
  onChoose: (transferAddressId: number) => void;
  /** Takes the order off it, back into the buyer's warehouse at the agency. */
  onOff: () => void;
  disabled?: boolean;
}

/**
 * The transfer-service switch (spec 2 "Transfer service"): on, the item goes through Holo's agency
 * in the seller's region to one of the buyer's transfer addresses there, in about 2 weeks; off, it
 * stays in the buyer's warehouse at that agency (issue 31). With no
 * transfer address yet it warns and offers to add one; the order changes only once one is chosen.
 */
export function TransferService({ sellerSource, chosenId, onChoose, onOff, disabled = false }: TransferServiceProps) {
  const { t } = useLingui();
  const id = useId();
  const [wanted, setWanted] = useState(chosenId !== null);
  const on = wanted || chosenId !== null;

  const toggle = (next: boolean) => {
    setWanted(next);
    if (!next && chosenId !== null) onOff();
  };

  return (
    <div className="transfer">
      <label htmlFor={id} className="transfer__row">
        <span>
          <span className="transfer__title">{t`Transfer service`}</span>
          <span className="pay-muted transfer__sub">{t`Ship through Holo's agency in the seller's region`}</span>
        </span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="switch-input"
          checked={on}
          disabled={disabled}
          onChange={(event) => toggle(event.target.checked)}
        />
      </label>
      {on && <TransferChoice sellerSource={sellerSource} chosenId={chosenId} onChoose={onChoose} disabled={disabled} />}
    </div>
  );
}

function TransferChoice({ sellerSource, chosenId, onChoose, disabled }: Omit<TransferServiceProps, 'onOff'>) {
  const { t } = useLingui();
  const agency = useQuery(agencyQuery(sellerSource));
  if (agency.isPending) return <p className="pay-muted">{t`Loading the agency…`}</p>;
  if (agency.isError || !agency.data) {
    return (
      <p className="form-error" role="alert">
        {t`The transfer service is not available for this item`}
      </p>
    );
  }
  return <TransferAddresses agency={agency.data} chosenId={chosenId} onChoose={onChoose} disabled={disabled} />;
}

function TransferAddresses({ agency, chosenId, onChoose, disabled }: { agency: Agency } & Pick<TransferServiceProps, 'chosenId' | 'onChoose' | 'disabled'>) {
  const { t } = useLingui();
  const name = useId();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = useQuery(transferAddressesQuery(agency.Nation, page));
  const region = findCountry(agency.Nation)?.EnName ?? agency.Nation;
  const agencyAddress = [agency.AgencyAddress, agency.City, agency.Provice].filter(Boolean).join(', ');
  const count = list.data?.Count ?? 0;
  const pages = Math.max(1, Math.ceil(count / TRANSFER_ADDRESS_PAGE_SIZE));

  const saved = (address: TransferAddress) => {
    setAdding(false);
    setPage(1);
    onChoose(address.Id);
  };

  return (
    <div className="transfer__body">
      <p className="pay-muted">
        {t`The seller sends the item to Holo's agency in ${region} (${agencyAddress}), which forwards it to your transfer address there. The transfer service takes about 2 weeks.`}
      </p>
      {failedWithoutData(list) && (
        <p className="form-error" role="alert">
          {t`Your transfer addresses could not be loaded.`}
        </p>
      )}
      {list.isSuccess && count === 0 && !adding && (
        <p className="pay-warning" role="status">
          {t`You have no transfer address in ${region} yet. Add one to use the transfer service, or turn it off to keep the item in your Holo warehouse there.`}
        </p>
      )}
      {list.data && list.data.Data.length > 0 && (
        <fieldset className="ship-to transfer__list">
          <legend className="visually-hidden">{t`Transfer address`}</legend>
          {list.data.Data.map((address) => (
            <label key={address.Id} className={['ship-to__choice', address.Id === chosenId ? 'ship-to__choice--on' : ''].join(' ')}>
              <input type="radio" name={name} value={address.Id} checked={address.Id === chosenId} disabled={disabled} onChange={() => onChoose(address.Id)} />
              <span className="ship-to__text">
                <span className="ship-to__name">
                  {address.UserName} <span className="pay-muted">{address.Phone}</span>
                </span>
                <span>{[address.StreetAddress, address.StreetAddress2].filter(Boolean).join(', ')}</span>
                <span>{[address.City, address.State, address.ZipCode, region].filter(Boolean).join(', ')}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {pages > 1 && (
        <nav className="transfer__pages" aria-label={t`Transfer address pages`}>
          <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t`Previous`}
          </button>
          <span className="pay-muted">{t`Page ${page} of ${pages}`}</span>
          <button type="button" className="btn btn--ghost btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t`Next`}
          </button>
        </nav>
      )}
      {adding ? (
        <TransferAddressForm country={agency.Nation} countryName={region} onSaved={saved} onCancel={() => setAdding(false)} />
      ) : (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setAdding(true)} disabled={disabled}>
          {t`Add a transfer address`}
        </button>
      )}
    </div>
  );
}
