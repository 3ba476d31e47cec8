import { useLingui } from '@lingui/react/macro';
import { findCountry } from '../../../domain/account/regions';
import type { ShippingAddress } from '../../../domain/address/address.schema';

/** An address as lines: name and phone, the street lines, city/state/zip and the country. */
export function AddressSummary({ address }: { address: ShippingAddress }) {
  const { t } = useLingui();
  const country = findCountry(address.Country)?.EnName ?? address.Country;
  const place = [address.City, [address.StateCode, address.ZipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <span className="address-summary">
      <span className="address-summary__name">
        {address.UserName}
        {address.IsDefault && <span className="address-summary__default">{t`Default`}</span>}
      </span>
      <span>{[address.StreetAddress, address.StreetAddress2].filter(Boolean).join(', ')}</span>
      <span>{place}</span>
      <span className="address-summary__muted">
        {country} · {address.Phone}
      </span>
    </span>
  );
}
