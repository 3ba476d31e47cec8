/**
 * The shipping address (spec 2 sections 3 and 5, spec 3 "New address form"): one set of rules for
 * the PWA's form and the server's routes. Issue messages are error codes (src/domain/errors).
 */
import { z } from 'zod/mini';
import type { ErrorCode } from '../errors/error-codes';
import { usStateName } from './us-states';

export const ADDRESS_LIMITS = { name: 30, city: 30, zip: 30, phone: 30, street: 100 } as const;
/** Saved addresses per member; checkout shows the first 10 (default first). */
export const MAX_ADDRESSES = 20;
/** Countries the add flow takes; any other answers 'Coming Soon'. */
export const supportedAddressCountries: readonly string[] = ['US'];
/** Members from these regions write the street lines with at least 4 Chinese characters. */
export const chineseAddressSources: readonly string[] = ['HK', 'TWN', 'TW', 'MO', 'CN'];
export const MIN_CHINESE_CHARACTERS = 4;

const usZip = /^\d{5}(-\d{4})?$/;
const phoneCharacters = /^\+?[\d\s().-]*\d[\d\s().-]*$/;
const hanCharacter = /\p{Script=Han}/gu;

export interface AddressInput {
  Country: string;
  UserName: string;
  StreetAddress: string;
  StreetAddress2?: string;
  City: string;
  StateCode: string;
  ZipCode: string;
  Phone: string;
}
export type AddressField = keyof AddressInput;
/** The form's fields in their order, by name (for code that must not spell them as bare strings). */
export const AddressFields = {
  Country: 'Country',
  UserName: 'UserName',
  StreetAddress: 'StreetAddress',
  StreetAddress2: 'StreetAddress2',
  City: 'City',
  StateCode: 'StateCode',
  ZipCode: 'ZipCode',
  Phone: 'Phone',
} as const satisfies { [F in AddressField]: F };
export type AddressIssue = [field: AddressField, code: ErrorCode];

const required = (value: string | undefined, code: ErrorCode): ErrorCode | null => ((value ?? '').trim() ? null : code);
const tooLong = (value: string | undefined, max: number, code: ErrorCode): ErrorCode | null =>
  (value ?? '').trim().length > max ? code : null;

/** Han characters across both street lines. */
export function chineseCharacterCount(streetAddress: string, streetAddress2 = ''): number {
  return (streetAddress + streetAddress2).match(hanCharacter)?.length ?? 0;
}

/** The member-region rule: HK, TWN/TW, MO and CN members need 4 Chinese characters in the street lines. */
export function checkChineseAddress(memberSource: string | undefined, streetAddress: string, streetAddress2 = ''): ErrorCode | null {
  if (!memberSource || !chineseAddressSources.includes(memberSource)) return null;
  return chineseCharacterCount(streetAddress, streetAddress2) >= MIN_CHINESE_CHARACTERS ? null : 'ADDRESS_CHINESE_REQUIRED';
}

/**
 * Every failing rule, at most one per field, in the form's order. `memberSource` adds the Chinese
 * characters rule (the server knows the member; a bare body check leaves it out). `countries` are
 * those the address may be in (the add flow's US by default).
 */
export function addressIssues(v: AddressInput, memberSource?: string, countries: readonly string[] = supportedAddressCountries): AddressIssue[] {
  const country = v.Country.trim();
  const isUs = country === 'US';
  const stateCode = v.StateCode.trim();
  const zip = v.ZipCode.trim();
  const checks: [AddressField, ErrorCode | null][] = [
    ['Country', required(country, 'COUNTRY_INVALID') ?? (countries.includes(country) ? null : 'ADDRESS_COUNTRY_UNSUPPORTED')],
    ['UserName', required(v.UserName, 'ADDRESS_NAME_REQUIRED') ?? tooLong(v.UserName, ADDRESS_LIMITS.name, 'ADDRESS_NAME_TOO_LONG')],
    [
      'StreetAddress',
      required(v.StreetAddress, 'ADDRESS_STREET_REQUIRED') ??
        tooLong(v.StreetAddress, ADDRESS_LIMITS.street, 'ADDRESS_STREET_TOO_LONG') ??
        checkChineseAddress(memberSource, v.StreetAddress, v.StreetAddress2),
    ],
    ['StreetAddress2', tooLong(v.StreetAddress2, ADDRESS_LIMITS.street, 'ADDRESS_STREET_TOO_LONG')],
    ['City', required(v.City, 'ADDRESS_CITY_REQUIRED') ?? tooLong(v.City, ADDRESS_LIMITS.city, 'ADDRESS_CITY_TOO_LONG')],
    ['StateCode', required(stateCode, 'ADDRESS_STATE_REQUIRED') ?? (isUs && !usStateName(stateCode) ? 'ADDRESS_STATE_INVALID' : null)],
    [
      'ZipCode',
      required(zip, 'ADDRESS_ZIP_REQUIRED') ??
        tooLong(zip, ADDRESS_LIMITS.zip, 'ADDRESS_ZIP_TOO_LONG') ??
        (isUs && !usZip.test(zip) ? 'ADDRESS_ZIP_INVALID' : null),
    ],
    [
      'Phone',
      required(v.Phone, 'PHONE_REQUIRED') ??
        tooLong(v.Phone, ADDRESS_LIMITS.phone, 'ADDRESS_PHONE_TOO_LONG') ??
        (phoneCharacters.test(v.Phone.trim()) ? null : 'PHONE_INVALID'),
    ],
  ];
  return checks.filter((check): check is AddressIssue => check[1] !== null);
}

// Generous caps so an over-long value reaches the rules above and gets their message, not a bare 400.
const text = (max: number) => z.string().check(z.maxLength(max));

export const addressShape = z.object({
  Country: text(10),
  UserName: text(500),
  StreetAddress: text(1000),
  StreetAddress2: z.optional(text(1000)),
  City: text(500),
  StateCode: text(10),
  /** Ignored on save: the server names the state from StateCode. */
  State: z.optional(text(100)),
  ZipCode: text(500),
  Phone: text(500),
  /** true makes this address the default (the others lose it); false changes nothing. */
  IsDefault: z.optional(z.boolean()),
});

const withRules = (memberSource?: string) => (v: AddressInput, ctx: z.core.$RefinementCtx) => {
  for (const [field, code] of addressIssues(v, memberSource)) ctx.addIssue({ code: 'custom', message: code, path: [field] });
};

/** Body of POST /api/me/addresses and PUT /api/me/addresses/:id (the member-region rule runs in the service). */
export const addressBody = addressShape.check(z.superRefine(withRules()));
export type AddressBody = z.infer<typeof addressBody>;

/** The form's schema for a member of `memberSource`: every rule, the Chinese-characters one included. */
export function addressFormSchema(memberSource: string | undefined) {
  return addressShape.check(z.superRefine(withRules(memberSource)));
}

/** The Shipping address entity (spec 2 section 3). */
export const shippingAddress = z.object({
  Id: z.int(),
  UserName: z.string(),
  Country: z.string(),
  StreetAddress: z.string(),
  StreetAddress2: z.string(),
  City: z.string(),
  State: z.string(),
  StateCode: z.string(),
  ZipCode: z.string(),
  Phone: z.string(),
  IsDefault: z.boolean(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

/** GET /api/me/addresses: default first, then newest first. */
export const addressListReply = z.array(shippingAddress);

/** Trimmed values as they are stored; State is named from StateCode for US addresses. */
export function normalizeAddress(v: AddressInput): Omit<ShippingAddress, 'Id' | 'IsDefault'> {
  const country = v.Country.trim();
  const stateCode = country === 'US' ? v.StateCode.trim().toUpperCase() : v.StateCode.trim();
  return {
    Country: country,
    UserName: v.UserName.trim(),
    StreetAddress: v.StreetAddress.trim(),
    StreetAddress2: (v.StreetAddress2 ?? '').trim(),
    City: v.City.trim(),
    StateCode: stateCode,
    State: usStateName(stateCode) ?? stateCode,
    ZipCode: v.ZipCode.trim(),
    Phone: v.Phone.trim(),
  };
}
