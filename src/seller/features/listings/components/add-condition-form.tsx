/**
 * "Add a condition" under a store item's "Stock and prices" (POST /api/seller/listings/:id/conditions):
 * closed to a button until asked for; its own form, so adding one never sends the unsaved stock
 * rows above it, and they keep what the seller typed.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../../components/form/text-field';
import { showToast } from '../../../../components/toast/toast-store';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import type { SellerCondition } from '../../../../domain/seller/listing-conditions.schema';
import { addCondition } from '../api/listings-api';
import { emptyNewCondition, MAX_NAME, newConditionBody, type NewConditionDraft, type NewConditionErrors, type NewConditionField } from '../form/stock-draft';
import { conditionFieldText } from '../form/condition-field-messages';

interface AddConditionFormProps {
  listingId: number;
  /** The item's live conditions' names: a new one must differ. */
  names: readonly string[];
  /** The server's conditions after the add. */
  onAdded: (conditions: SellerCondition[]) => Promise<void>;
}

const serverFields: Record<string, NewConditionField> = { ConditionName: 'name', Price: 'price', UnderlinedPrice: 'underlined', Stock: 'stock', LimitNum: 'limit' };

export function AddConditionForm({ listingId, names, onAdded }: AddConditionFormProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<NewConditionDraft>(emptyNewCondition);
  const [errors, setErrors] = useState<NewConditionErrors>({});
  const [serverError, setServerError] = useState<{ field: NewConditionField | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<NewConditionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorOf = (field: NewConditionField): string | null => {
    if (serverError?.field === field) return serverError.text;
    const code = errors[field];
    return code ? conditionFieldText(i18n, code) : null;
  };

  function close() {
    setOpen(false);
    setDraft(emptyNewCondition);
    setErrors({});
    setServerError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const checked = newConditionBody(draft, names);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await addCondition(listingId, checked.body);
      const name = checked.body.ConditionName;
      showToast(t`${name} added`, { tone: 'success' });
      close();
      await onAdded(saved.Conditions);
    } catch (error) {
      const code = isApiError(error) ? error.code : 'NETWORK_ERROR';
      const field = isApiError(error) && error.field ? (serverFields[error.field] ?? null) : null;
      setServerError({ field, text: errorText(i18n, code) });
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        {t`Add a condition`}
      </button>
    );
  }
  return (
    <form className="seller-condition seller-stock__new" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="new-condition-title">
      <h3 id="new-condition-title" className="seller-stock__name">
        {t`New condition`}
      </h3>
      <div className="seller-form__row">
        <TextField
          id="new-condition-name"
          label={t`Condition name`}
          hint={t`Such as Lightly Played`}
          maxLength={MAX_NAME}
          value={draft.name}
          error={errorOf('name')}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField id="new-condition-price" label={t`Price (USD)`} inputMode="decimal" value={draft.price} error={errorOf('price')} onChange={(e) => set({ price: e.target.value })} />
        <TextField
          id="new-condition-was"
          label={t`Was (USD)`}
          hint={t`Optional, shown struck through`}
          inputMode="decimal"
          value={draft.underlined}
          error={errorOf('underlined')}
          onChange={(e) => set({ underlined: e.target.value })}
        />
        <TextField id="new-condition-stock" label={t`Stock`} inputMode="numeric" value={draft.stock} error={errorOf('stock')} onChange={(e) => set({ stock: e.target.value })} />
        <TextField
          id="new-condition-limit"
          label={t`Limit per buyer`}
          hint={t`Empty for no limit`}
          inputMode="numeric"
          value={draft.limit}
          error={errorOf('limit')}
          onChange={(e) => set({ limit: e.target.value })}
        />
      </div>
      {serverError && serverError.field === null && (
        <p className="field__error" role="alert">
          {serverError.text}
        </p>
      )}
      <div className="seller-stock__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          {busy ? t`Adding…` : t`Add condition`}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={close}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
