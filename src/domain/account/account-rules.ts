/**
 * Field rules of spec 1 section 5. Each returns the error code of the first rule a value breaks,
 * or null. Forms call them field by field; the zod schemas in account.schema.ts wrap them for routes.
 */
import type { ErrorCode } from '../errors/error-codes';

const chinese = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{2fa1f}]/u;
const printableAscii = /^[\x20-\x7e]+$/;
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const NICKNAME_MIN = 6;
export const NICKNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const CODE_LENGTH = 6;
/** Spec 1 section 9: a new code may be requested 120 s after the last one. */
export const CODE_RESEND_SECONDS = 120;
export const CODE_EXPIRES_SECONDS = 600;
export const PHONE_MAX_DIGITS = 15;

// Invisible and direction-control characters (zero-width space and joiners, LRM/RLM, LRE..RLO, PDF,
// LRI..PDI, BOM, soft hyphen, other format and default-ignorable ones) and control characters: each
// lets a name pass for another ('CardShowAce' + U+200B), or show reversed (U+202E).
const hiddenOrControl = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/**
 * A nickname as it is stored and compared: NFKC, so fullwidth, circled or mathematical letters
 * ('ＣａｒｄＳｈｏｗＡｃｅ') become the letters a person types, and trimmed.
 */
export function normalizeNickname(value: string): string {
  return value.normalize('NFKC').trim();
}

export function checkNickname(value: string): ErrorCode | null {
  const nickname = normalizeNickname(value);
  if (!nickname) return 'NICKNAME_REQUIRED';
  if (hiddenOrControl.test(nickname)) return 'NICKNAME_INVALID';
  if (chinese.test(nickname)) return 'NICKNAME_CHINESE';
  const length = [...nickname].length;
  if (length < NICKNAME_MIN) return 'NICKNAME_TOO_SHORT';
  if (length > NICKNAME_MAX) return 'NICKNAME_TOO_LONG';
  return null;
}

export function checkPassword(value: string): ErrorCode | null {
  if (!value) return 'PASSWORD_REQUIRED';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'PASSWORD_INVALID';
  if (!printableAscii.test(value)) return 'PASSWORD_INVALID';
  if (!/\d/.test(value) || !/[A-Z]/.test(value) || !/[a-z]/.test(value)) return 'PASSWORD_INVALID';
  return null;
}

export function checkPasswordsMatch(password: string, confirm: string): ErrorCode | null {
  return password === confirm ? null : 'PASSWORDS_DIFFERENT';
}

export function checkEmail(value: string): ErrorCode | null {
  const email = value.trim();
  if (!email) return 'EMAIL_REQUIRED';
  if (email.length > 254 || !emailShape.test(email)) return 'EMAIL_INVALID';
  return null;
}

/**
 * Phone rules per region: exactly 8 digits for HK and MO; exactly 10 for US, TWN and TW, and for
 * TWN/TW the second digit must be 9 (mobile numbers 09xxxxxxxx); at least 6 digits elsewhere.
 */
export function checkPhone(value: string, region: string): ErrorCode | null {
  const phone = value.trim();
  if (!phone) return 'PHONE_REQUIRED';
  if (!/^\d+$/.test(phone) || phone.length > PHONE_MAX_DIGITS) return 'PHONE_INVALID';
  switch (region) {
    case 'HK':
    case 'MO':
      return phone.length === 8 ? null : 'PHONE_INVALID';
    case 'US':
      return phone.length === 10 ? null : 'PHONE_INVALID';
    case 'TW':
    case 'TWN':
      return phone.length === 10 && phone[1] === '9' ? null : 'PHONE_INVALID';
    default:
      return phone.length >= 6 ? null : 'PHONE_INVALID';
  }
}

export function checkCode(value: string): ErrorCode | null {
  const code = value.trim();
  if (!code) return 'CODE_REQUIRED';
  return /^\d+$/.test(code) && code.length === CODE_LENGTH ? null : 'CODE_INVALID';
}

/** Sign-in account field: phone (type 1) or e-mail (type 0). */
export function checkSignInAccount(value: string, type: AccountType): ErrorCode | null {
  if (!value.trim()) return 'ACCOUNT_REQUIRED';
  if (type === AccountType.Email) return checkEmail(value);
  return /^\d{4,15}$/.test(value.trim()) ? null : 'PHONE_INVALID';
}

/** Sign-in password: only presence is checked; an empty one gets the incorrect-credentials message. */
export function checkSignInPassword(value: string): ErrorCode | null {
  return value ? null : 'CREDENTIALS_INCORRECT';
}

export const AccountType = { Email: 0, Phone: 1 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];
