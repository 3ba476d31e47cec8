/**
 * "Stock and prices" of a store item (listing page): each condition's price, "was" price, stock and
 * purchase limit, saved together (PUT /api/seller/listings/:id/conditions). Conditions are named
 * when listed and are not added or removed here.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../../components/form/text-field';
import { showToast } from '../../../../components/toast/toast-store';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import type { SellerCondition } from '../../../../domain/seller/listing-conditions.schema';
import { listingKeys, updateConditions } from '../api/listings-api';
import { stockBody, stockDrafts, stockErrorField, type StockDraft, type StockErrors, type StockField } from '../form/stock-draft';

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

  const update = (id: number, patch: Partial<StockDraft>) => setDrafts((list) => list.map((d) => (d.id === id ? { ...d, ...patch } : d)));
  const errorOf = (id: number, field: StockField): string | null => {
    if (serverError?.id === id && serverError.field === field) return serverError.text;
    switch (errors[id]?.[field]) {
      case 'price':
        return t`Enter an amount in dollars, such as 12.50`;
      case 'stock':
        return t`Enter a whole number from 0 to 100,000`;
      case 'limit':
        return t`Enter a whole number from 1, or leave it empty for no limit`;
      default:
        return null;
    }
  };

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

  return (
    <section className="seller-card seller-stock" aria-labelledby="stock-title">
      <h2 id="stock-title" className="seller-form__title">
        {t`Stock and prices`}
      </h2>
      <p className="seller-note">{t`The stock you enter replaces the current count. Conditions cannot be added or removed here.`}</p>
      <form className="seller-conditions" noValidate onSubmit={(e) => void submit(e)}>
        <ul className="seller-conditions__list">
          {drafts.map((d) => {
            const sold = d.sold;
            return (
              <li key={d.id}>
                <fieldset className="seller-condition seller-stock__condition">
                  <legend className="seller-stock__name">
                    {d.name} <span className="seller-stock__sold">{t`${sold} sold`}</span>
                  </legend>
                  <div className="seller-form__row">
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
    </section>
  );
}
