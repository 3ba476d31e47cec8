/** A store item's conditions (spec 2 "Store item"): each with its price, an optional "was" price, stock and purchase limit. */
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../../components/form/text-field';
import { emptyCondition, MAX_CONDITIONS, type ConditionDraft } from '../form/listing-draft';

interface ConditionsEditorProps {
  conditions: ConditionDraft[];
  onChange: (conditions: ConditionDraft[]) => void;
  error: string | null;
}

export function ConditionsEditor({ conditions, onChange, error }: ConditionsEditorProps) {
  const { t } = useLingui();
  const update = (index: number, patch: Partial<ConditionDraft>) => onChange(conditions.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <div className="seller-conditions">
      <ol className="seller-conditions__list">
        {conditions.map((c, index) => {
          const n = index + 1;
          return (
            <li key={index} className="seller-condition" aria-label={t`Condition ${n}`}>
              <div className="seller-form__row">
                <TextField id={`condition-${n}-name`} label={t`Condition name`} value={c.name} maxLength={40} onChange={(e) => update(index, { name: e.target.value })} />
                <TextField id={`condition-${n}-price`} label={t`Price (USD)`} inputMode="decimal" value={c.price} onChange={(e) => update(index, { price: e.target.value })} />
                <TextField
                  id={`condition-${n}-was`}
                  label={t`Was (USD)`}
                  hint={t`Optional, shown struck through`}
                  inputMode="decimal"
                  value={c.underlined}
                  onChange={(e) => update(index, { underlined: e.target.value })}
                />
                <TextField id={`condition-${n}-stock`} label={t`Stock`} inputMode="numeric" value={c.stock} onChange={(e) => update(index, { stock: e.target.value })} />
                <TextField
                  id={`condition-${n}-limit`}
                  label={t`Limit per buyer`}
                  hint={t`Empty for no limit`}
                  inputMode="numeric"
                  value={c.limit}
                  onChange={(e) => update(index, { limit: e.target.value })}
                />
              </div>
              {conditions.length > 1 && (
                <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange(conditions.filter((_, i) => i !== index))}>
                  {t`Remove condition ${n}`}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {conditions.length < MAX_CONDITIONS && (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange([...conditions, emptyCondition])}>
          {t`Add a condition`}
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
