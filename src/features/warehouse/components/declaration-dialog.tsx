import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import { TextField } from '../../../components/form/text-field';
import {
  addressFitsMember,
  carriersFor,
  CUSTOM_DETAIL,
  declarationError,
  needsDeclarantId,
  parseDeclaredCount,
  parseDeclaredPriceCents,
  type Carrier,
} from '../../../domain/warehouse/warehouse-rules';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useAddresses } from '../../address';
import { useSubmitWarehouseOrder } from '../api/warehouse-queries';
import { carrierName } from './carrier-name';

interface DeclarationDialogProps {
  open: boolean;
  agencyId: number;
  /** The warehouse's region (agency AreaId) and the member's: which carriers and whether an ID is asked. */
  warehouseRegion: string;
  memberRegion: string;
  itemIds: number[];
  /** What the chosen cards cost, in cents: the unit price suggested. */
  suggestedUnitCents: number;
  onClose: () => void;
  onSubmitted: () => void;
}

interface Destination {
  Id: number;
  label: string;
}

/** The member's destinations: the addresses in their book in their own region, the default first. */
function useDestinations(memberRegion: string): { list: Destination[]; loading: boolean } {
  const book = useAddresses();
  const list = (book.data ?? [])
    .filter((a) => addressFitsMember(a.Country, memberRegion))
    .map((a) => ({ Id: a.Id, label: [a.UserName, a.StreetAddress, a.City, a.StateCode || a.Country, a.ZipCode].filter(Boolean).join(', ') }));
  return { list, loading: book.isPending };
}

/** The customs declaration for transshipment (spec 3 section 5), sent with the items for weighing. */
export function DeclarationDialog(props: DeclarationDialogProps) {
  const { open, onClose } = props;
  const { t } = useLingui();
  return (
    <Dialog open={open} title={t`Customs declaration`} onClose={onClose} className="declaration-dialog">
      {open && <DeclarationForm {...props} />}
    </Dialog>
  );
}

function DeclarationForm({ agencyId, warehouseRegion, memberRegion, itemIds, suggestedUnitCents, onClose, onSubmitted }: DeclarationDialogProps) {
  const { t, i18n } = useLingui();
  const carriers = carriersFor(warehouseRegion, memberRegion);
  const askId = needsDeclarantId(warehouseRegion, memberRegion);
  const destinations = useDestinations(memberRegion);
  const [count, setCount] = useState(String(itemIds.length));
  const [price, setPrice] = useState((suggestedUnitCents / 100).toFixed(2));
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const submit = useSubmitWarehouseOrder();
  const chosenAddress = addressId ?? destinations.list[0]?.Id ?? null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const countValue = parseDeclaredCount(count);
    const priceCents = parseDeclaredPriceCents(price);
    const refused = declarationError({ count: countValue ?? 0, unitPriceCents: priceCents ?? 0, carrier, name, idNumber }, warehouseRegion, memberRegion);
    if (refused) {
      const field = { WAREHOUSE_DECLARED_COUNT_INVALID: 'count', WAREHOUSE_DECLARED_PRICE_INVALID: 'price', WAREHOUSE_CARRIER_INVALID: 'carrier', WAREHOUSE_DECLARANT_REQUIRED: 'id' }[refused];
      setError({ field, text: errorText(i18n, refused) });
      return;
    }
    if (chosenAddress === null) {
      setError({ field: 'address', text: errorText(i18n, 'WAREHOUSE_ADDRESS_NOT_FOUND') });
      return;
    }
    setError(null);
    try {
      await submit.mutateAsync({
        AgencyId: agencyId,
        ItemIds: itemIds,
        CustomCommodityCount: countValue!,
        CustomCommodityPrice: priceCents!,
        SpecifyExpressName: carrier as Carrier,
        Name: askId ? name : '',
        IDNumber: askId ? idNumber : '',
        AddressId: chosenAddress,
      });
      onSubmitted();
    } catch (failure) {
      setError({ field: 'form', text: errorText(i18n, isApiError(failure) ? failure.code : 'NETWORK_ERROR') });
    }
  }

  function pickCarrier(code: Carrier) {
    setCarrier(code);
    if (error?.field === 'carrier') setError(null);
  }

  const errorOf = (field: string) => (error?.field === field ? error.text : null);
  return (
    <form className="declaration-form" onSubmit={onSubmit} noValidate>
      <TextField id="declare-detail" label={t`Product detail`} value={CUSTOM_DETAIL} readOnly />
      <TextField id="declare-count" label={t`Quantity`} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} error={errorOf('count')} required data-autofocus />
      <TextField
        id="declare-price"
        label={t`Unit price (USD)`}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={errorOf('price')}
        hint={t`The value of one card for customs, up to 2 decimals.`}
        required
      />
      <fieldset className={`declaration-form__carriers${errorOf('carrier') ? ' field--invalid' : ''}`}>
        <legend>{t`Carrier`}</legend>
        {carriers.map((code) => (
          <label key={code} className="declaration-form__carrier">
            <input type="radio" name="carrier" value={code} checked={carrier === code} onChange={() => pickCarrier(code)} />
            {carrierName(code)}
          </label>
        ))}
        {errorOf('carrier') && <p className="field__error" role="alert">{errorOf('carrier')}</p>}
      </fieldset>
      {askId && (
        <>
          <TextField id="declare-name" label={t`Name`} value={name} maxLength={30} onChange={(e) => setName(e.target.value)} error={errorOf('id')} required />
          <TextField id="declare-id" label={t`ID number`} value={idNumber} maxLength={30} onChange={(e) => setIdNumber(e.target.value)} required />
        </>
      )}
      <label className={`declaration-form__address${errorOf('address') ? ' field--invalid' : ''}`}>
        <span>{t`Ship to`}</span>
        {destinations.loading ? (
          <span aria-busy="true">{t`Loading your addresses…`}</span>
        ) : destinations.list.length === 0 ? (
          <span role="alert"><Link to="/myholo/address">{t`Add a shipping address in your address book first.`}</Link></span>
        ) : (
          <select value={chosenAddress ?? ''} onChange={(e) => setAddressId(Number(e.target.value))}>
            {destinations.list.map((d) => (
              <option key={d.Id} value={d.Id}>
                {d.label}
              </option>
            ))}
          </select>
        )}
      </label>
      {(errorOf('address') || errorOf('form')) && (
        <p className="declaration-form__error" role="alert">
          {errorOf('address') ?? errorOf('form')}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t`Cancel`}
        </button>
        <button type="submit" className="btn btn--primary" disabled={submit.isPending}>
          {submit.isPending ? t`Submitting…` : t`Submit for weighing`}
        </button>
      </div>
    </form>
  );
}
