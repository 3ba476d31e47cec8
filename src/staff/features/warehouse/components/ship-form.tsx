import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { carrierCodes, type CarrierCode } from '../../../../domain/shipping/shipping.schema';
import { useDeskAction } from '../../../lib/use-desk-action';
import { shipOrder, warehouseKeys } from '../api/warehouse-queries';

/** The paid parcel goes out with the second carrier and its tracking number; the member is told. */
export function ShipForm({ orderId, carrier }: { orderId: number; carrier: string }) {
  const { t } = useLingui();
  const [carrierCode, setCarrierCode] = useState<CarrierCode>((carrierCodes as readonly string[]).includes(carrier) ? (carrier as CarrierCode) : 'UPS');
  const [tracking, setTracking] = useState('');
  const ship = useDeskAction(shipOrder, { invalidate: warehouseKeys.all, done: t`Shipped: the member has been told` });
  function submit(event: FormEvent) {
    event.preventDefault();
    ship.mutate({ id: orderId, body: { CarrierCode: carrierCode, TrackingNumber: tracking } });
  }
  const id = `ship-${orderId}`;
  return (
    <form className="desk-form desk-form--inline" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-carrier`}>{t`Carrier`}</label>
        <select id={`${id}-carrier`} className="field__select" value={carrierCode} onChange={(event) => setCarrierCode(event.target.value as CarrierCode)}>
          {carrierCodes.map((code) => (
            <option key={code} value={code}>{code}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-tracking`}>{t`Tracking number`}</label>
        <div className="field__frame">
          <input id={`${id}-tracking`} className="field__input" required minLength={8} maxLength={60} autoComplete="off" value={tracking} onChange={(event) => setTracking(event.target.value)} />
        </div>
      </div>
      <button type="submit" className="btn btn--primary btn--small" disabled={tracking.trim().length < 8 || ship.isPending}>{t`Ship`}</button>
    </form>
  );
}
