/**
 * "Stock and prices" of a store item (listing page): each condition's name, price, "was" price,
 * stock and purchase limit, saved together (PUT /api/seller/listings/:id/conditions). A condition
 * is added (AddConditionForm) or removed (DELETE, asked first while it has stock) at once, on its
 * own; the other rows keep what the seller typed. The last condition cannot be removed.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import { TextField } from '../../../../components/form/text-field';
import { showToast } from '../../../../components/toast/toast-store';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import type { SellerCondition } from '../../../../domain/seller/listing-conditions.schema';
import { listingKeys, removeCondition, updateConditions } from '../api/listings-api';
import { MAX_NAME, mergeStockDrafts, stockBody, stockDrafts, stockErrorField, type StockDraft, type StockErrors, type StockField } from '../form/stock-draft';
import { MAX_CONDITIONS } from '../form/listing-draft';
import { conditionFieldText } from '../form/condition-field-messages';
import { AddConditionForm } from './add-condition-form';

interface StockFormProps {
  listingId: number;
  conditions: SellerCondition[];
}

export function StockForm({ listingId, conditions }: StockFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<StockDraft[]>(() => stockDrafts(conditions));
  const [errors, setErrors] = useState<StockErrors>({});
  const [serverError, setServerError] = useState<{ id: number; field: StockField; text: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The condition whose removal waits for the seller's yes (it still has stock). */
  const [removing, setRemoving] = useState<StockDraft | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  const update = (id: number, patch: Partial<StockDraft>) => setDrafts((list) => list.map((d) => (d.id === id ? { ...d, ...patch } : d)));
  const errorOf = (id: number, field: StockField): string | null => {
    if (serverError?.id === id && serverError.field === field) return serverError.text;
    const code = errors[id]?.[field];
    return code ? conditionFieldText(i18n, code) : null;
  };

  /** After an add or a remove: the server's rows, unsaved typing kept, and the listing read again. */
  async function afterChange(saved: SellerCondition[]) {
    setDrafts((current) => mergeStockDrafts(current, saved));
    await queryClient.invalidateQueries({ queryKey: listingKeys.all });
  }

  async function remove(draft: StockDraft) {
    if (removeBusy) return;
    setRemoveBusy(true);
    setFormError(null);
    try {
      const saved = await removeCondition(listingId, draft.id);
      setRemoving(null);
      const name = draft.savedName;
      showToast(t`${name} removed`, { tone: 'success' });
      setErrors((all) => Object.fromEntries(Object.entries(all).filter(([id]) => Number(id) !== draft.id)));
      await afterChange(saved.Conditions);
    } catch (error) {
      setRemoving(null);
      setFormError(errorText(i18n, isApiError(error) ? error.code : 'NETWORK_ERROR'));
    } finally {
      setRemoveBusy(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    setFormError(null);
    const checked = stockBody(drafts);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await updateConditions(listingId, checked.body);
      setDrafts(stockDrafts(saved.Conditions));
      showToast(t`Stock and prices saved`, { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
    } catch (error) {
      const text = errorText(i18n, isApiError(error) ? error.code : 'NETWORK_ERROR');
      const at = stockErrorField(drafts, isApiError(error) ? error.field : undefined);
      if (at) setServerError({ ...at, text });
      else setFormError(text);
    } finally {
      setBusy(false);
    }
  }

  const removingName = removing?.savedName ?? '';
  const removingStock = removing?.saved ?? 0;
  return (
    <section className="seller-card seller-stock" aria-labelledby="stock-title">
      <h2 id="stock-title" className="seller-form__title">
        {t`Stock and prices`}
      </h2>
      <p className="seller-note">{t`The stock you enter replaces the current count. A removed condition stays on the orders that have it.`}</p>
      <form className="seller-conditions" noValidate onSubmit={(e) => void submit(e)}>
        <ul className="seller-conditions__list">
          {drafts.map((d) => {
            const sold = d.sold;
            const name = d.savedName;
            return (
              <li key={d.id}>
                <fieldset className="seller-condition seller-stock__condition">
                  <legend className="seller-stock__name">
                    {name} <span className="seller-stock__sold">{t`${sold} sold`}</span>
                  </legend>
                  <div className="seller-form__row">
                    <TextField
                      id={`stock-${d.id}-name`}
                      label={t`Condition name`}
                      hint={t`Orders keep the name they were bought under`}
                      maxLength={MAX_NAME}
                      value={d.name}
                      error={errorOf(d.id, 'name')}
                      onChange={(e) => update(d.id, { name: e.target.value })}
                    />
                    <TextField
                      id={`stock-${d.id}-price`}
                      label={t`Price (USD)`}
                      inputMode="decimal"
                      value={d.price}
                      error={errorOf(d.id, 'price')}
                      onChange={(e) => update(d.id, { price: e.target.value })}
                    />
                    <TextField
                      id={`stock-${d.id}-was`}
                      label={t`Was (USD)`}
                      hint={t`Optional, shown struck through`}
                      inputMode="decimal"
                      value={d.underlined}
                      error={errorOf(d.id, 'underlined')}
                      onChange={(e) => update(d.id, { underlined: e.target.value })}
                    />
                    <TextField
                      id={`stock-${d.id}-stock`}
                      label={t`Stock`}
                      inputMode="numeric"
                      value={d.stock}
                      error={errorOf(d.id, 'stock')}
                      onChange={(e) => update(d.id, { stock: e.target.value })}
                    />
                    <TextField
                      id={`stock-${d.id}-limit`}
                      label={t`Limit per buyer`}
                      hint={t`Empty for no limit`}
                      inputMode="numeric"
                      value={d.limit}
                      error={errorOf(d.id, 'limit')}
                      onChange={(e) => update(d.id, { limit: e.target.value })}
                    />
                  </div>
                  {drafts.length > 1 && (
                    <button type="button" className="btn btn--ghost btn--small" disabled={removeBusy} onClick={() => (d.saved > 0 ? setRemoving(d) : void remove(d))}>
                      {t`Remove ${name}`}
                    </button>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ul>
        {formError && (
          <p className="field__error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t`Saving…` : t`Save`}
        </button>
      </form>
      {drafts.length < MAX_CONDITIONS && <AddConditionForm listingId={listingId} names={drafts.map((d) => d.savedName)} onAdded={afterChange} />}
      {removing && (
        <ConfirmDialog
          open
          busy={removeBusy}
          title={t`Remove ${removingName}?`}
          confirmLabel={t`Remove`}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>{t`${removingStock} still in stock. Buyers will no longer see or buy this condition; orders that have it keep it.`}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
