import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ListingType } from '../../../domain/catalog/market-search-options';

/** Listing type: all, buy now, auction, offers allowed (spec 1 section 4). */
export function ListingTypeSelect({ value, onChange }: { value: ListingType; onChange: (type: ListingType) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="toolbar-select">
      <label htmlFor={id}>{t`Listing type`}</label>
      <select id={id} className="field__select field__select--compact" value={value} onChange={(e) => onChange(Number(e.target.value) as ListingType)}>
        <option value={ListingType.All}>{t`All listings`}</option>
        <option value={ListingType.BuyNow}>{t`Buy It Now`}</option>
        <option value={ListingType.Auction}>{t`Auction`}</option>
        <option value={ListingType.Bargain}>{t`Best Offer`}</option>
      </select>
    </div>
  );
}
