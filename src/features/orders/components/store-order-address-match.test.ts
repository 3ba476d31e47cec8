import { describe, expect, it } from 'vitest';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import { storeOrderAddressId } from './store-order-address-match';

const entry = (Id: number, extra: Partial<ShippingAddress> = {}): ShippingAddress => ({
  Id, UserName: 'Ann Lee', Country: 'US', StreetAddress: '350 Fifth Avenue', StreetAddress2: 'Suite 4100', City: 'New York', State: 'New York',
  StateCode: 'NY', ZipCode: '10118', Phone: '2125550100', IsDefault: false, ...extra,
});
const copy = { Consignee: 'Ann Lee', Telephone: '2125550100', PostalCode: '10118', ProvinceName: 'New York', CityName: 'New York', AddressDetail: '350 Fifth Avenue (Suite 4100)' };

describe('storeOrderAddressId', () => {
  it('finds the entry the order copied, second street line included', () => {
    expect(storeOrderAddressId([entry(1, { ZipCode: '10001' }), entry(2)], copy)).toBe(2);
  });

  it('finds none when the entry changed since (or is gone)', () => {
    expect(storeOrderAddressId([entry(1, { Phone: '2125550199' })], copy)).toBeUndefined();
    expect(storeOrderAddressId([entry(1, { StreetAddress2: '' })], copy)).toBeUndefined();
    expect(storeOrderAddressId([], copy)).toBeUndefined();
  });
});
