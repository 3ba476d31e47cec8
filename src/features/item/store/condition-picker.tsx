import { useLingui } from '@lingui/react/macro';
import { formatUsd } from '../../../domain/format/format-usd';
import type { StoreCondition } from './quantity-limit';

/** The store item's conditions as a radio group: name, price, the struck-through price and stock. */
export function ConditionPicker({ conditions, value, onChange }: { conditions: StoreCondition[]; value: number; onChange: (id: number) => void }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="conditions">
      <legend className="conditions__legend">{t`Condition`}</legend>
      {conditions.map((condition) => {
        const stock = condition.Stock;
        return (
          <label key={condition.ID} className={['conditions__option', stock === 0 ? 'conditions__option--out' : ''].join(' ')}>
            <input type="radio" name="item-condition" checked={condition.ID === value} onChange={() => onChange(condition.ID)} />
            <span className="conditions__name">{condition.ConditionName}</span>
            <span className="conditions__price">
              <strong>{formatUsd(condition.Price, i18n.locale)}</strong>
              {condition.ShowPrice !== false && condition.UnderlinedPrice !== null && condition.UnderlinedPrice > condition.Price && (
                <s className="conditions__was">
                  <span className="visually-hidden">{t`Was`} </span>
                  {formatUsd(condition.UnderlinedPrice, i18n.locale)}
                </s>
              )}
            </span>
            <span className="conditions__stock">{stock > 0 ? t`${stock} in stock` : t`Sold out`}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
