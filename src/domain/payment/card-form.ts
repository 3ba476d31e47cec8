/**
 * The card entry form's rules (spec 2 section 5, "Card form"), with the spec's messages as error
 * codes. The form is client side only: nothing here is sent anywhere. `today` is passed in so the
 * expiry rules are testable.
 */
import type { ErrorCode } from '../errors/error-codes';

export const CARD_NUMBER_MAX_LENGTH = 24;
export const CARD_EXPIRY_MAX_LENGTH = 5;
export const CARD_CVC_MAX_LENGTH = 3;
/** Card numbers run from 13 (old Visa) to 19 digits. */
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** An expiry year this many years ahead or more is not a real card. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 50;

export interface CardForm {
  firstName: string;
  lastName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  city: string;
  state: string;
  email: string;
}
export type CardField = keyof CardForm;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" or "4242 4242 42" → digits grouped by 4, at most 19 digits. */
export function formatCardNumber(input: string): string {
  return digitsOf(input)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typing "12" gives "12/", "1225" gives "12/25"; deleting back over the slash leaves the month. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = digitsOf(input).slice(0, 4);
  const deleting = input.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(input: string): string {
  return digitsOf(input).slice(0, CARD_CVC_MAX_LENGTH);
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function checkCardNumber(value: string): ErrorCode | null {
  if (value.length > CARD_NUMBER_MAX_LENGTH || /[^\d\s]/.test(value)) return 'CARD_NUMBER_INCOMPLETE';
  const digits = digitsOf(value);
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) return 'CARD_NUMBER_INCOMPLETE';
  return passesLuhn(digits) ? null : 'CARD_NUMBER_INCOMPLETE';
}

/** MM/YY, read in the viewer's calendar: a card is good through the last day of its month. */
export function checkExpiry(value: string, today: Date): ErrorCode | null {
  const text = value.trim();
  if (!text) return 'CARD_EXPIRY_REQUIRED';
  const match = /^(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return 'CARD_EXPIRY_INVALID';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'CARD_EXPIRY_INVALID';
  const thisYear = today.getFullYear();
  const year = Math.floor(thisYear / 100) * 100 + Number(match[2]);
  if (year - thisYear >= CARD_EXPIRY_MAX_YEARS_AHEAD) return 'CARD_EXPIRY_YEAR_INVALID';
  if (year < thisYear || (year === thisYear && month < today.getMonth() + 1)) return 'CARD_EXPIRY_PAST';
  return null;
}

export function checkCvc(value: string): ErrorCode | null {
  return /^\d{3}$/.test(value.trim()) ? null : 'CARD_CVC_REQUIRED';
}

const requiredText = (code: ErrorCode) => (value: string): ErrorCode | null => (value.trim() ? null : code);

const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const cardFieldChecks: Record<CardField, (value: string, today: Date) => ErrorCode | null> = {
  firstName: requiredText('CARD_FIRST_NAME_REQUIRED'),
  lastName: requiredText('CARD_LAST_NAME_REQUIRED'),
  cardNumber: checkCardNumber,
  expiry: checkExpiry,
  cvc: checkCvc,
  city: requiredText('CARD_CITY_REQUIRED'),
  state: requiredText('CARD_STATE_REQUIRED'),
  email: (value) => (!value.trim() ? 'CARD_EMAIL_REQUIRED' : email.test(value.trim()) ? null : 'EMAIL_INVALID'),
};

export const cardFields = Object.keys(cardFieldChecks) as CardField[];

/** Every failing field of the form with its error code, in the form's order. */
export function checkCardForm(form: CardForm, today: Date): Partial<Record<CardField, ErrorCode>> {
  const errors: Partial<Record<CardField, ErrorCode>> = {};
  for (const field of cardFields) {
    const code = cardFieldChecks[field](form[field], today);
    if (code) errors[field] = code;
  }
  return errors;
}
