import {
  addressFormSchema,
  addressIssues,
  AddressFields,
  type AddressBody,
  type AddressField,
  type AddressInput,
  type ShippingAddress,
} from '../../../domain/address/address.schema';
import type { CurrentUser } from '../../../domain/account/account.schema';

export type AddressValues = Required<AddressInput>;
export type AddressErrors = Partial<Record<AddressField | 'form', { code: string; message?: string }>>;

const addressFields: readonly AddressField[] = Object.values(AddressFields);

export function isAddressField(field: string | undefined): field is AddressField {
  return addressFields.includes(field as AddressField);
}

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

/** Every field's issue on submit, through the same zod schema as the server's. */
export function validateAll(values: AddressValues, memberSource: string | undefined): { body: AddressBody | null; errors: AddressErrors } {
  const result = addressFormSchema(memberSource).safeParse(values);
  if (result.success) return { body: result.data, errors: {} };
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const key = isAddressField(field) ? field : 'form';
    errors[key] ??= { code: issue.message };
  }
  return { body: null, errors };
}
