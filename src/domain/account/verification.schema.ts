/**
 * ID verification and adding a phone (spec 1 "ID verification"; spec 2 "Gate"). VerifyStatus:
 * 0 not verified, 1 processing, 2 verified, 3 declined (apply again). Up to 3 applications per
 * member in 24 hours. The sandbox provider decides after a short delay: it approves, except
 * document numbers ending in "0000", which it declines (so tests and demos can see a decline).
 */
import { z } from 'zod/mini';

export const VERIFY_ATTEMPTS_PER_DAY = 3;
export const SANDBOX_DECLINE_SUFFIX = '0000';

const trimmed = (max: number, code: 'NAME_REQUIRED' | 'DOCUMENT_REQUIRED') =>
  z.string({ error: code }).check(z.trim(), z.minLength(1, { error: code }), z.maxLength(max, { error: code }));

/** POST /api/me/verification. DateOfBirth is YYYY-MM-DD; the member must be 18 or older. */
export const verificationBody = z.object({
  FirstName: trimmed(50, 'NAME_REQUIRED'),
  LastName: trimmed(50, 'NAME_REQUIRED'),
  DateOfBirth: z.string({ error: 'BIRTH_DATE_INVALID' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'BIRTH_DATE_INVALID' })),
  /** Passport, driving licence or national ID number. */
  DocumentNumber: z
    .string({ error: 'DOCUMENT_REQUIRED' })
    .check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,30}$/, { error: 'DOCUMENT_REQUIRED' })),
  /** ISO country of the document, e.g. "US". */
  Country: z.string().check(z.regex(/^[A-Z]{2,3}$/, { error: 'COUNTRY_INVALID' })),
});
export type VerificationBody = z.infer<typeof verificationBody>;

/** True when the date is a real calendar date and the person is at least 18 on `today`. */
export function isAdultBirthDate(isoDate: string, today: Date): boolean {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  if (y < 1900) return false;
  const adultOn = new Date(Date.UTC(y + 18, m - 1, d));
  return adultOn.getTime() <= today.getTime();
}

/** GET /api/me/verification. */
export const verificationStateReply = z.object({
  VerifyStatus: z.int(),
  /** Applications left in the rolling 24 hours. */
  AttemptsLeft: z.int(),
  /** When another application becomes possible (ISO) if none are left, else null. */
  RetryAt: z.nullable(z.string()),
  /** The provider's reason for the last decline, if any. */
  DeclineReason: z.nullable(z.string()),
});
export type VerificationStateReply = z.infer<typeof verificationStateReply>;

/** POST /api/me/phone/code: send a code to the phone being added (after the human check). */
export const phoneCodeBody = z.object({
  /** Region code of the phone, e.g. "US", "MO" (src/domain/account/regions.ts). */
  Country: z.string().check(z.minLength(2), z.maxLength(3)),
  TelPhone: z.string().check(z.trim(), z.minLength(1, { error: 'PHONE_REQUIRED' }), z.maxLength(20)),
  HumanTicket: z.string().check(z.minLength(1), z.maxLength(2048)),
});
export type PhoneCodeBody = z.infer<typeof phoneCodeBody>;

/** POST /api/me/phone: add the phone with its code. */
export const addPhoneBody = z.object({
  Country: z.string().check(z.minLength(2), z.maxLength(3)),
  TelPhone: z.string().check(z.trim(), z.minLength(1, { error: 'PHONE_REQUIRED' }), z.maxLength(20)),
  Code: z.string().check(z.regex(/^\d{6}$/, { error: 'CODE_INVALID' })),
});
export type AddPhoneBody = z.infer<typeof addPhoneBody>;
