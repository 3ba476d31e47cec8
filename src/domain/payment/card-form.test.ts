import { describe, expect, it } from 'vitest';
import { checkCardForm, checkCardNumber, checkCvc, checkExpiry, formatCardNumber, formatCvc, formatExpiry, passesLuhn, type CardForm } from './card-form';

// A fixed "today": 21 November 2026, local time.
const today = new Date(2026, 10, 21);
const good: CardForm = {
  firstName: 'Alex', lastName: 'Morgan', cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvc: '123',
  city: 'New York', state: 'NY', email: 'alex@example.com',
};

describe('card form rules', () => {
  it('accepts a complete form', () => {
    expect(checkCardForm(good, today)).toEqual({});
  });

  it("gives every empty field the spec's message", () => {
    const empty = Object.fromEntries(Object.keys(good).map((k) => [k, ''])) as unknown as CardForm;
    expect(checkCardForm(empty, today)).toEqual({
      firstName: 'CARD_FIRST_NAME_REQUIRED',
      lastName: 'CARD_LAST_NAME_REQUIRED',
      cardNumber: 'CARD_NUMBER_INCOMPLETE',
      expiry: 'CARD_EXPIRY_REQUIRED',
      cvc: 'CARD_CVC_REQUIRED',
      city: 'CARD_CITY_REQUIRED',
      state: 'CARD_STATE_REQUIRED',
      email: 'CARD_EMAIL_REQUIRED',
    });
  });

  it('calls a card number incomplete below 13 digits, past 24 characters, with other characters or a bad checksum', () => {
    expect(checkCardNumber('4242 4242 4242')).toBe('CARD_NUMBER_INCOMPLETE');
    expect(checkCardNumber('4222222222222')).toBeNull(); // 13-digit Visa test number
    expect(checkCardNumber('4242-4242-4242-4242')).toBe('CARD_NUMBER_INCOMPLETE');
    expect(checkCardNumber('4242 4242 4242 4241')).toBe('CARD_NUMBER_INCOMPLETE');
    expect(checkCardNumber('4242 4242 4242 4242 4242 4')).toBe('CARD_NUMBER_INCOMPLETE');
    expect(checkCardNumber('378282246310005')).toBeNull(); // Amex, 15 digits
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it("needs MM/YY with a slash, else 'Your data is invalid.'", () => {
    expect(checkExpiry('', today)).toBe('CARD_EXPIRY_REQUIRED');
    expect(checkExpiry('1228', today)).toBe('CARD_EXPIRY_INVALID');
    expect(checkExpiry('12/2', today)).toBe('CARD_EXPIRY_INVALID');
    expect(checkExpiry('13/28', today)).toBe('CARD_EXPIRY_INVALID');
    expect(checkExpiry('00/28', today)).toBe('CARD_EXPIRY_INVALID');
    expect(checkExpiry('12/28', today)).toBeNull();
  });

  it('calls a year 50 or more years ahead invalid, and a month before this one in the past', () => {
    expect(checkExpiry('01/75', today)).toBeNull(); // 49 years ahead
    expect(checkExpiry('01/76', today)).toBe('CARD_EXPIRY_YEAR_INVALID');
    expect(checkExpiry('12/75', today)).toBeNull();
    expect(checkExpiry('11/26', today)).toBeNull(); // good through the end of this month
    expect(checkExpiry('10/26', today)).toBe('CARD_EXPIRY_PAST');
    expect(checkExpiry('12/25', today)).toBe('CARD_EXPIRY_PAST');
  });

  it('needs a 3-digit CVC', () => {
    expect(checkCvc('12')).toBe('CARD_CVC_REQUIRED');
    expect(checkCvc('12a')).toBe('CARD_CVC_REQUIRED');
    expect(checkCvc('123')).toBeNull();
  });

  it('checks the e-mail shape once one is entered', () => {
    expect(checkCardForm({ ...good, email: 'alex@' }, today)).toEqual({ email: 'EMAIL_INVALID' });
  });
});

describe('card form input formatters', () => {
  it('groups card digits by 4, drops other characters and stops at 19 digits (24 characters)', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatCardNumber('1234 5678 9012 3456 7890 12')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('1'.repeat(30)).length).toBeLessThanOrEqual(24);
  });

  it('adds the expiry slash after the month and lets a delete remove it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('12/2', '12/')).toBe('12/2');
    expect(formatExpiry('122899')).toBe('12/28');
    expect(formatCvc('1a234')).toBe('123');
  });
});
