import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { TextField } from '../../../components/form/text-field';
import { showToast } from '../../../components/toast/toast-store';
import type { TaxOrder } from '../../../domain/tax-refunds/tax-refund.schema';
import { newTaxRefundBody } from '../../../domain/tax-refunds/tax-refund.schema';
import { forecastCents, TAX_COMPANY_MAX, TAX_NAME_MAX, TAX_NOTE_MAX } from '../../../domain/tax-refunds/tax-refund-rules';
import { formatUsd } from '../../../domain/format/format-usd';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useCreateTaxRefund } from '../api/create-tax-refund';
import { uploadProof } from '../api/upload-proof';
import { OrderPickerDialog } from './order-picker-dialog';

/**
 * The new-application form (spec 3 "Tax application"): the order type (changing it clears the
 * chosen orders), the orders from the picker, taxpayer name, company, a note of at most 30
 * characters, one proof file (JPEG, PNG or PDF); submit once the proof, the name and an order are there.
 */
export function NewTaxRefundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const create = useCreateTaxRefund();
  const [businessType, setBusinessType] = useState<2 | 3>(3);
  const [orders, setOrders] = useState<TaxOrder[]>([]);
  const [picking, setPicking] = useState(false);
  const [realName, setRealName] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [note, setNote] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = uploading || create.isPending;
  const ready = proof !== null && realName.trim() !== '' && orders.length > 0 && note.length <= TAX_NOTE_MAX;

  function chooseType(next: 2 | 3) {
    if (next !== businessType) setOrders([]);
    setBusinessType(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setError(null);
    const draft = { BusinessType: businessType, RealName: realName, CompanyName: companyName, Note: note, OrderIds: orders.map((o) => o.Id), Proof: { Type: 1, Id: 1 } };
    const checked = newTaxRefundBody.safeParse(draft);
    if (!checked.success) {
      setError(errorText(i18n, checked.error.issues[0]?.message ?? 'BAD_REQUEST'));
      return;
    }
    try {
      setUploading(true);
      const uploaded = await uploadProof(proof);
      setUploading(false);
      await create.mutateAsync({ ...draft, Proof: uploaded });
      showToast(t`Your tax refund application was sent`, { tone: 'success' });
      setOrders([]);
      setRealName('');
      setCompanyName('');
      setNote('');
      setProof(null);
      onClose();
    } catch (failure) {
      setUploading(false);
      setError(errorText(i18n, isApiError(failure) ? failure.code : 'NETWORK_ERROR'));
    }
  }

  const total = formatUsd(forecastCents(orders.map((o) => ({ taxCents: o.TaxPriceUsd }))), i18n.locale);
  return (
    <>
      <Dialog open={open} title={t`New tax refund application`} onClose={onClose} className="tax-dialog tax-form-dialog">
        <form className="tax-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <fieldset className="tax-form__types">
            <legend>{t`Order type`}</legend>
            <label>
              <input type="radio" name={`${id}-type`} checked={businessType === 3} onChange={() => chooseType(3)} /> {t`Domestic orders`}
            </label>
            <label>
              <input type="radio" name={`${id}-type`} checked={businessType === 2} onChange={() => chooseType(2)} /> {t`Cross-border orders`}
            </label>
          </fieldset>
          <div className="tax-form__orders">
            <p className="field__label">{t`Orders`}</p>
            {orders.length > 0 ? (
              <ul className="tax-order-list">
                {orders.map((o) => {
                  const tax = formatUsd(o.TaxPriceUsd, i18n.locale);
                  return (
                    <li key={o.Id} className="tax-order-list__chosen">
                      <span className="tax-order-list__code">{o.Code}</span>
                      <span className="tax-order-list__tax">{t`Tax ${tax}`}</span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="tax-form__none">{t`No orders chosen yet.`}</p>
            )}
            {orders.length > 0 && <p className="tax-form__total">{t`Expected refund: ${total}`}</p>}
            <button type="button" className="btn btn--ghost" onClick={() => setPicking(true)}>
              {orders.length > 0 ? t`Change orders` : t`Choose orders`}
            </button>
          </div>
          <TextField id={`${id}-name`} label={t`Taxpayer name`} required maxLength={TAX_NAME_MAX} value={realName} onChange={(e) => setRealName(e.target.value)} autoComplete="name" />
          <TextField id={`${id}-company`} label={t`Company name (optional)`} maxLength={TAX_COMPANY_MAX} value={companyName} onChange={(e) => setCompanyName(e.target.value)} autoComplete="organization" />
          <TextField
            id={`${id}-note`}
            label={t`Note (optional)`}
            maxLength={TAX_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            hint={<span aria-live="polite">{`${note.length}/${TAX_NOTE_MAX}`}</span>}
          />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-proof`}>
              {t`Proof (one JPEG, PNG or PDF file, at most 5 MB)`}
            </label>
            <input id={`${id}-proof`} type="file" accept="image/jpeg,image/png,application/pdf" onChange={(e) => setProof(e.target.files?.[0] ?? null)} />
          </div>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <div className="tax-form__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t`Cancel`}
            </button>
            <button type="submit" className="btn btn--primary" disabled={!ready || busy}>
              {busy ? t`Sending…` : t`Submit`}
            </button>
          </div>
        </form>
      </Dialog>
      {picking && (
        <OrderPickerDialog
        open
        businessType={businessType}
        chosen={orders}
        onClose={() => setPicking(false)}
        onDone={(picked) => {
          setOrders(picked);
          setPicking(false);
        }}
        />
      )}
    </>
  );
}
