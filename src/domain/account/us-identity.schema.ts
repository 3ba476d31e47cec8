/**
 * The US identity form (spec 1 sections 3 and 5): US members verify with their name, date of birth,
 * phone, the last 4 digits of the social security number and their home address instead of an ID
 * document. One set of rules for the PWA's form and the server's route (POST
 * /api/me/verification/us); issue messages are error codes, one per field, as the address form's.
 * Only the last 4 digits of the SSN are ever asked, so Holo never holds more.
 */
import { z } from 'zod/mini';
import type { ErrorCode } from '../errors/error-codes';
import { usStateName } from '../address/us-states';

export const US_IDENTITY_LIMITS = { name: 30, phone: 30, street: 90, postalCode: 30, city: 30 } as const;
/** The dial code shown before the phone and sent to the provider with it. */
export const US_DIAL_CODE = '+1';
/** The sandbox provider declines SSN last 4 "0000" (as it does documents ending in 0000). */
export const SANDBOX_DECLINE_SSN = '0000';

export interface UsIdentityInput {
  FirstName: string;
  LastName: string;
  /** YYYY-MM-DD; 18 or older is checked with the clock (isAdultBirthDate). */
  DateOfBirth: string;
  /** Digits only, without the +1. */
  Phone: string;
  SsnLast4: string;
  Street: string;
  PostalCode: string;
  City: string;
  /** USPS code of the state (src/domain/address/us-states.ts). */
  StateCode: string;
}
export type UsIdentityField = keyof UsIdentityInput;
/** The form's fields by name (for code that must not spell them as bare strings). */
export const UsIdentityFields = {
  FirstName: 'FirstName',
  LastName: 'LastName',
  DateOfBirth: 'DateOfBirth',
  Phone: 'Phone',
  SsnLast4: 'SsnLast4',
  Street: 'Street',
  PostalCode: 'PostalCode',
  City: 'City',
  StateCode: 'StateCode',
} as const satisfies { [F in UsIdentityField]: F };
export type UsIdentityIssue = [field: UsIdentityField, code: ErrorCode];

const digits = /^\d+$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const required = (value: string, code: ErrorCode): ErrorCode | null => (value.trim() ? null : code);
const tooLong = (value: string, max: number, code: ErrorCode): ErrorCode | null => (value.trim().length > max ? code : null);

/** Every failing rule, at most one per field, in the form's order. */
export function usIdentityIssues(v: UsIdentityInput): UsIdentityIssue[] {
  const L = US_IDENTITY_LIMITS;
  const phone = v.Phone.trim();
  const checks: [UsIdentityField, ErrorCode | null][] = [
    ['FirstName', required(v.FirstName, 'NAME_REQUIRED') ?? tooLong(v.FirstName, L.name, 'ADDRESS_NAME_TOO_LONG')],
    ['LastName', required(v.LastName, 'NAME_REQUIRED') ?? tooLong(v.LastName, L.name, 'ADDRESS_NAME_TOO_LONG')],
    ['DateOfBirth', isoDate.test(v.DateOfBirth) ? null : 'BIRTH_DATE_INVALID'],
    [
      'Phone',
      required(phone, 'PHONE_REQUIRED') ??
        (digits.test(phone) ? null : 'PHONE_DIGITS_ONLY') ??
        tooLong(phone, L.phone, 'ADDRESS_PHONE_TOO_LONG'),
    ],
    ['SsnLast4', /^\d{4}$/.test(v.SsnLast4.trim()) ? null : 'SSN_LAST4_INVALID'],
    ['Street', required(v.Street, 'ADDRESS_STREET_REQUIRED') ?? tooLong(v.Street, L.street, 'US_STREET_TOO_LONG')],
    ['PostalCode', required(v.PostalCode, 'ADDRESS_ZIP_REQUIRED') ?? tooLong(v.PostalCode, L.postalCode, 'ADDRESS_ZIP_TOO_LONG')],
    ['City', required(v.City, 'ADDRESS_CITY_REQUIRED') ?? tooLong(v.City, L.city, 'ADDRESS_CITY_TOO_LONG')],
    ['StateCode', required(v.StateCode, 'ADDRESS_STATE_REQUIRED') ?? (usStateName(v.StateCode.trim()) ? null : 'ADDRESS_STATE_INVALID')],
  ];
  return checks.filter((check): check is UsIdentityIssue => check[1] !== null);
}

// Generous caps so an over-long value reaches the rules above and gets their message, not a bare 400.
const text = (max: number) => z.string().check(z.maxLength(max));

/** POST /api/me/verification/us. */
export const usIdentityBody = z
  .object({
    FirstName: text(500),
    LastName: text(500),
    DateOfBirth: text(100),
    Phone: text(500),
    SsnLast4: text(100),
    Street: text(1000),
    PostalCode: text(500),
    City: text(500),
    StateCode: text(10),
  })
  .check(
    z.superRefine((v, ctx) => {
      for (const [field, code] of usIdentityIssues(v)) ctx.addIssue({ code: 'custom', message: code, path: [field] });
    }),
  );
export type UsIdentityBody = z.infer<typeof usIdentityBody>;

/** The values as they are stored and sent to the provider: trimmed, the state code upper case. */
export function normalizeUsIdentity(v: UsIdentityInput): UsIdentityInput {
  return {
    FirstName: v.FirstName.trim(),
    LastName: v.LastName.trim(),
    DateOfBirth: v.DateOfBirth.trim(),
    Phone: v.Phone.trim(),
    SsnLast4: v.SsnLast4.trim(),
    Street: v.Street.trim(),
    PostalCode: v.PostalCode.trim(),
    City: v.City.trim(),
    StateCode: v.StateCode.trim().toUpperCase(),
  };
}
