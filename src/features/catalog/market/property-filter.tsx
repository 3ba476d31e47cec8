import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CategoryProperty } from '../../../domain/catalog/category.schema';
import { propertyFilterToken } from '../../../domain/catalog/market-search-options';
import { categoryName } from '../category-name';

/** Spec 1 "Market": a property group shows 5 values, then "See all". */
export const PROPERTY_VALUES_SHOWN = 5;


interface PropertyFilterProps {
  property: CategoryProperty;
  selected: string[];
  onToggle: (value: string, on: boolean) => void;
}

/** One checkbox group of the selected third-level category's properties. */
export function PropertyFilter({ property, selected, onToggle }: PropertyFilterProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [all, setAll] = useState(false);
  const values = property.PropertyKeyValues.map((v) => ({ ...v, token: `${property.ControlName}:${v.EnName}` })).filter((v) =>
    propertyFilterToken.test(v.token),
  );
  const hidden = values.length - PROPERTY_VALUES_SHOWN;
  const shown = all ? values : values.slice(0, PROPERTY_VALUES_SHOWN);
  const total = values.length;
  if (total === 0) return null;
  return (
    <fieldset className="prop-filter">
      <legend className="filter__title">{categoryName(property, i18n.locale)}</legend>
      <ul className="prop-filter__values" id={`${id}-values`}>
        {shown.map((value) => (
          <li key={value.token}>
            <label className="prop-filter__value">
              <input
                type="checkbox"
                className="check__box"
                checked={selected.includes(value.token)}
                onChange={(e) => onToggle(value.token, e.target.checked)}
              />
              {categoryName(value, i18n.locale)}
            </label>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="link-button" aria-expanded={all} aria-controls={`${id}-values`} onClick={() => setAll((v) => !v)}>
          {all ? t`Show fewer` : t`See all (${total})`}
        </button>
      )}
    </fieldset>
  );
}
