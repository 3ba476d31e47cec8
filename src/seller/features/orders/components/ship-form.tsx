import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { CarrierCode } from '../../../../domain/shipping/shipping.schema';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import { currentUserQuery } from '../../../../lib/session/current-user-query';
import { showToast } from '../../../../components/toast/toast-store';
import { carriersQuery, type SaleKind } from '../api/sales-queries';
import { useShipSale } from '../api/sale-actions';

/** Ship a paid order: the carriers the seller's region may use (spec 3 section 9) and the tracking number. */
export function ShipForm({ kind, id }: { kind: SaleKind; id: number }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const me = useQuery(currentUserQuery);
  const carriers = useQuery({ ...carriersQuery(me.data?.MemberSource ?? ''), enabled: Boolean(me.data) });
  const ship = useShipSale(kind, id);
  const [carrier, setCarrier] = useState<CarrierCode | ''>('');
  const [tracking, setTracking] = useState('');
  const error = ship.error ? (isApiError(ship.error) ? ship.error : null) : null;
  const message = ship.error ? errorText(i18n, error?.code ?? 'SERVER_ERROR', error?.message) : null;
  const carrierError = error?.field === 'ShipperCode' ? message : null;
  const trackingError = error?.field === 'LogisticCode' ? message : null;
  const formError = message && !carrierError && !trackingError ? message : null;

  return (
    <form
      className="sa-form"
      noValidate
      aria-label={t`Ship the order`}
      onSubmit={(event) => {
        event.preventDefault();
        ship.mutate(
          { ShipperCode: carrier as CarrierCode, LogisticCode: tracking },
          { onSuccess: () => showToast(t`Marked as shipped: the buyer is told`, { tone: 'success' }) },
        );
      }}
    >
      <div className={carrierError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${formId}-carrier`}>
          {t`Carrier`}
        </label>
        <select id={`${formId}-carrier`} className="field__select" value={carrier} onChange={(event) => setCarrier(event.target.value as CarrierCode)}>
          <option value="">{t`Choose a carrier`}</option>
          {carriers.data?.data.map((c) => (
            <option key={c.ShipperCode} value={c.ShipperCode}>
              {c.ShipperName}
            </option>
          ))}
        </select>
        {carrierError && <p className="field__error">{carrierError}</p>}
      </div>
      <div className={trackingError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${formId}-tracking`}>
          {t`Tracking number`}
        </label>
        <div className="field__frame">
          <input
            id={`${formId}-tracking`}
            className="field__input"
            autoComplete="off"
            value={tracking}
            maxLength={60}
            onChange={(event) => setTracking(event.target.value)}
            aria-invalid={trackingError ? true : undefined}
          />
        </div>
        {trackingError && <p className="field__error">{trackingError}</p>}
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={ship.isPending}>
        {t`Mark as shipped`}
      </button>
    </form>
  );
}
