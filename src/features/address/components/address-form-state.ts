import { addressIssues, type AddressField, type AddressInput, type ShippingAddress } from '../../../domain/address/address.schema';
import type { CurrentUser } from '../../../domain/account/current-user.schema';

export type AddressValues = Required<AddressInput>;

/** The form's starting values: the address being edited, or the member's region, state and phone. */
export function initialValues(address: ShippingAddress | undefined, user: CurrentUser | null): AddressValues {
  if (address) {
    const { Country, UserName, StreetAddress, StreetAddress2, City, StateCode, ZipCode, Phone } = address;
    return { Country, UserName, StreetAddress, StreetAddress2, City, StateCode, ZipCode, Phone };
  }
  return {
    Country: user?.MemberSource ?? 'US',
    UserName: '',
    StreetAddress: '',
    StreetAddress2: '',
    City: '',
    StateCode: user?.MemberSource === 'US' ? (user.StateCode ?? '') : '',
    ZipCode: '',
    Phone: user?.TelPhone ?? '',
  };
}

/** The rule failing on one field (blur), or null. The two street lines are checked together. */
export function fieldIssue(values: AddressValues, field: AddressField, memberSource: string | undefined): string | null {
  return addressIssues(values, memberSource).find(([f]) => f === field)?.[1] ?? null;
}
