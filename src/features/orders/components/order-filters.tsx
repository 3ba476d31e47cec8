import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OrderFilters as Filters } from '../pages/order-list-params';

export type OrderFilterName = keyof Filters;

interface OrderFiltersProps {
  /** The filters in force (from the URL); the boxes start with them and follow them. */
  value: Filters;
  /** Which boxes to show, in order, with their labels. */
  fields: Array<{ name: OrderFilterName; label: string }>;
  onSearch: (filters: Filters) => void;
}

/** Item title, order number (and seller name) boxes with one Search button; Enter searches too. */
export function OrderFilters({ value, fields, onSearch }: OrderFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen.title !== value.title || seen.orderNo !== value.orderNo || seen.seller !== value.seller) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <form
      role="search"
      className="order-filters"
      aria-label={t`Search orders`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ title: draft.title.trim(), orderNo: draft.orderNo.trim(), seller: draft.seller.trim() });
      }}
    >
      {fields.map((field) => (
        <div key={field.name} className="order-filters__field">
          <label htmlFor={`${id}-${field.name}`} className="order-filters__label">
            {field.label}
          </label>
          <div className="field__frame">
            <input
              id={`${id}-${field.name}`}
              type="search"
              className="field__input"
              value={draft[field.name]}
              maxLength={100}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            />
          </div>
        </div>
      ))}
      <button type="submit" className="btn btn--primary order-filters__submit">
        {t`Search`}
      </button>
    </form>
  );
}
