import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MAX_PARCEL_GRAMS } from '../../../../domain/warehouse/forwarding.schema';
import { useDeskAction } from '../../../lib/use-desk-action';
import { warehouseKeys, weighOrder } from '../api/warehouse-queries';

/** The parcel's weight: the server prices the postage and tells the member what to pay. */
export function WeighForm({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const [grams, setGrams] = useState('');
  const weigh = useDeskAction(weighOrder, { invalidate: warehouseKeys.all, done: t`Weighed: the member has been asked to pay the postage` });
  const value = Number(grams);
  const valid = Number.isInteger(value) && value >= 1 && value <= MAX_PARCEL_GRAMS;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) weigh.mutate({ id: orderId, grams: value });
  }
  const id = `weigh-${orderId}`;
  return (
    <form className="desk-form desk-form--inline" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={id}>{t`Weight (grams)`}</label>
        <div className="field__frame">
          <input id={id} className="field__input" type="number" inputMode="numeric" min={1} max={MAX_PARCEL_GRAMS} step={1} required value={grams} onChange={(event) => setGrams(event.target.value)} />
        </div>
      </div>
      <button type="submit" className="btn btn--primary btn--small" disabled={!valid || weigh.isPending}>{t`Weigh`}</button>
    </form>
  );
}
