import { useLingui } from '@lingui/react/macro';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';

/** The listing's properties (spec: PropertyEnName and PropertyValue). */
export function ItemProperties({ properties }: { properties: ItemDetail['Properties'] }) {
  const { t } = useLingui();
  if (properties.length === 0) return null;
  return (
    <section className="item-props" aria-labelledby="item-props-title">
      <h2 id="item-props-title" className="item-section-title">
        {t`Item specifics`}
      </h2>
      <dl className="item-props__list">
        {properties.map((property) => (
          <div key={property.PropertyEnName} className="item-props__row">
            <dt>{property.PropertyEnName}</dt>
            <dd>{property.PropertyValue}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
