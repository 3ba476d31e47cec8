import { describe, expect, it } from 'vitest';
import {
  AccountType,
  checkCode,
  checkEmail,
  checkNickname,
  normalizeNickname,
  checkPassword,
  checkPasswordsMatch,
  checkPhone,
  checkSignInAccount,
  checkSignInPassword,
} from './account-rules';
import { countryOptions, memberSources, nationCodeFor } from './regions';
import { isLanguage } from './languages';
import { errorMessages } from '../errors/error-codes';

describe('checkNickname', () => {
  it('requires a nickname', () => {
    expect(checkNickname('')).toBe('NICKNAME_REQUIRED');
    expect(checkNickname('   ')).toBe('NICKNAME_REQUIRED');
  });

  it.each([
    ['a', 'NICKNAME_TOO_SHORT'],
    ['abcde', 'NICKNAME_TOO_SHORT'],
    ['abcdef', null],
    ['a'.repeat(20), null],
    ['a'.repeat(21), 'NICKNAME_TOO_LONG'],
  ])('takes 6 to 20 characters: %j → %s', (value, code) => {
    expect(checkNickname(value)).toBe(code);
  });

  it('gives the at-least-6 message for 1 to 5 characters, with the spec wording', () => {
    expect(errorMessages[checkNickname('abc')!]).toBe('The nickname must be at least 6 characters');
  });

  it('ignores surrounding spaces when counting', () => {
    expect(checkNickname('  abcde  ')).toBe('NICKNAME_TOO_SHORT');
    expect(checkNickname(' abcdef ')).toBe(null);
  });

  it('refuses Chinese characters whatever the length, with the spec message', () => {
    expect(checkNickname('卡牌')).toBe('NICKNAME_CHINESE');
    expect(checkNickname('player卡牌')).toBe('NICKNAME_CHINESE');
    expect(checkNickname('卡'.repeat(25))).toBe('NICKNAME_CHINESE');
    expect(errorMessages.NICKNAME_CHINESE).toBe('The nickname does not support Chinese characters.');
  });

  it.each([
    ['zero-width space', 'CardShowAce\u200b'],
    ['zero-width joiner', 'Card\u200dShowAce'],
    ['zero-width non-joiner', 'Card\u200cShowAce'],
    ['right-to-left override', '\u202eecAwohSdraC'],
    ['left-to-right mark', 'CardShowAce\u200e'],
    ['first-strong isolate and pop', '\u2068CardShowAce\u2069'],
    ['byte order mark inside', 'Card\ufeffShowAce'],
    ['soft hyphen', 'Card\u00adShowAce'],
    ['Hangul filler', 'CardShowAce\u3164'],
    ['a control character', 'Card\u0007ShowAce'],
  ])('refuses invisible and direction-control characters (%s) with NICKNAME_INVALID', (_name, value) => {
    expect(checkNickname(value)).toBe('NICKNAME_INVALID');
  });

  it('normalises to NFKC: fullwidth and mathematical letters become the letters a person types', () => {
    expect(normalizeNickname('ＣａｒｄＳｈｏｗＡｃｅ')).toBe('CardShowAce');
    expect(normalizeNickname(' 𝐂𝐚𝐫𝐝𝐒𝐡𝐨𝐰𝐀𝐜𝐞 ')).toBe('CardShowAce');
    expect(normalizeNickname('Cafe\u0301Fan')).toBe('CaféFan');
    expect(checkNickname('ＣａｒｄＳｈｏｗＡｃｅ')).toBe(null);
  });

  it('accepts other scripts and counts characters, not UTF-16 units', () => {
    expect(checkNickname('카드수집가님')).toBe(null);
    expect(checkNickname('カードコレクター')).toBe(null);
    expect(checkNickname('🃏🃏🃏🃏🃏🃏')).toBe(null);
    expect(checkNickname('🃏🃏🃏🃏🃏')).toBe('NICKNAME_TOO_SHORT');
  });
});

describe('checkPassword', () => {
  it('requires a password', () => {
    expect(checkPassword('')).toBe('PASSWORD_REQUIRED');
  });

  it.each([
    ['Ab1cd', 'PASSWORD_INVALID'],
    ['Ab1cde', null],
    ['Ab1' + 'c'.repeat(17), null],
    ['Ab1' + 'c'.repeat(18), 'PASSWORD_INVALID'],
  ])('takes 6 to 20 characters: %j → %s', (value, code) => {
    expect(checkPassword(value)).toBe(code);
  });

  it.each([
    ['abcdef1', 'no upper case letter'],
    ['ABCDEF1', 'no lower case letter'],
    ['Abcdefg', 'no digit'],
  ])('needs a digit, an upper and a lower case letter: %j has %s', (value) => {
    expect(checkPassword(value)).toBe('PASSWORD_INVALID');
  });

  it('takes printable ASCII only', () => {
    expect(checkPassword('Abc12!@#$%')).toBe(null);
    expect(checkPassword('Abc12 xyz')).toBe(null);
    expect(checkPassword('Abc12é')).toBe('PASSWORD_INVALID');
    expect(checkPassword('Abc12密码')).toBe('PASSWORD_INVALID');
    expect(checkPassword('Abc12\txyz')).toBe('PASSWORD_INVALID');
    expect(checkPassword('Abc12\u0000')).toBe('PASSWORD_INVALID');
  });

  it('compares the two new-password entries exactly', () => {
    expect(checkPasswordsMatch('Secret123', 'Secret123')).toBe(null);
    expect(checkPasswordsMatch('Secret123', 'secret123')).toBe('PASSWORDS_DIFFERENT');
  });
});

describe('checkEmail', () => {
  it('requires an address', () => {
    expect(checkEmail('')).toBe('EMAIL_REQUIRED');
    expect(checkEmail('  ')).toBe('EMAIL_REQUIRED');
  });

  it.each(['ann@example.com', 'a.b+tag@mail.example.co.uk', ' ann@example.com '])('accepts %j', (value) => {
    expect(checkEmail(value)).toBe(null);
  });

  it.each(['ann', 'ann@', '@example.com', 'ann@example', 'ann@@example.com', 'an n@example.com', 'ann@example..com', 'ann@.com'])(
    'refuses %j',
    (value) => {
      expect(checkEmail(value)).toBe('EMAIL_INVALID');
    },
  );

  it('refuses addresses longer than 254 characters', () => {
    expect(checkEmail(`${'a'.repeat(250)}@b.co`)).toBe('EMAIL_INVALID');
  });
});

describe('checkPhone', () => {
  it('requires a number', () => {
    expect(checkPhone('', 'US')).toBe('PHONE_REQUIRED');
  });

  it.each(['HK', 'MO'])('takes exactly 8 digits for %s', (region) => {
    expect(checkPhone('1234567', region)).toBe('PHONE_INVALID');
    expect(checkPhone('12345678', region)).toBe(null);
    expect(checkPhone('123456789', region)).toBe('PHONE_INVALID');
  });

  it('takes exactly 10 digits for US', () => {
    expect(checkPhone('555123456', 'US')).toBe('PHONE_INVALID');
    expect(checkPhone('5551234567', 'US')).toBe(null);
    expect(checkPhone('55512345678', 'US')).toBe('PHONE_INVALID');
  });

  it.each(['TWN', 'TW'])('takes 10 digits with 9 as the second digit for %s', (region) => {
    expect(checkPhone('0912345678', region)).toBe(null);
    expect(checkPhone('0812345678', region)).toBe('PHONE_INVALID');
    expect(checkPhone('091234567', region)).toBe('PHONE_INVALID');
    expect(checkPhone('09123456789', region)).toBe('PHONE_INVALID');
  });

  it('takes at least 6 digits elsewhere, up to 15', () => {
    expect(checkPhone('12345', 'KR')).toBe('PHONE_INVALID');
    expect(checkPhone('123456', 'KR')).toBe(null);
    expect(checkPhone('123456789012345', 'CN')).toBe(null);
    expect(checkPhone('1234567890123456', 'CN')).toBe('PHONE_INVALID');
    expect(checkPhone('123456', '')).toBe(null);
  });

  it.each(['555-123-4567', '+15551234567', '555 1234567', '55512345６７', 'abcdefghij'])('refuses non-digits: %j', (value) => {
    expect(checkPhone(value, 'US')).toBe('PHONE_INVALID');
  });

  it('ignores surrounding spaces', () => {
    expect(checkPhone(' 5551234567 ', 'US')).toBe(null);
  });
});

describe('checkCode', () => {
  it('requires a code', () => {
    expect(checkCode('')).toBe('CODE_REQUIRED');
  });

  it.each([
    ['12345', 'CODE_INVALID'],
    ['123456', null],
    ['012345', null],
    ['1234567', 'CODE_INVALID'],
    ['12a456', 'CODE_INVALID'],
    [' 123456 ', null],
  ])('takes exactly 6 digits: %j → %s', (value, code) => {
    expect(checkCode(value)).toBe(code);
  });
});

describe('sign-in checks', () => {
  it('gives the phone-or-e-mail message for an empty account', () => {
    expect(checkSignInAccount('', AccountType.Email)).toBe('ACCOUNT_REQUIRED');
    expect(checkSignInAccount(' ', AccountType.Phone)).toBe('ACCOUNT_REQUIRED');
    expect(errorMessages.ACCOUNT_REQUIRED).toBe('Please enter your phone number or e-mail');
  });

  it('checks the e-mail shape for the e-mail type', () => {
    expect(checkSignInAccount('ann@example.com', AccountType.Email)).toBe(null);
    expect(checkSignInAccount('5551234567', AccountType.Email)).toBe('EMAIL_INVALID');
  });

  it('takes 4 to 15 digits for the phone type', () => {
    expect(checkSignInAccount('123', AccountType.Phone)).toBe('PHONE_INVALID');
    expect(checkSignInAccount('1234', AccountType.Phone)).toBe(null);
    expect(checkSignInAccount('123456789012345', AccountType.Phone)).toBe(null);
    expect(checkSignInAccount('1234567890123456', AccountType.Phone)).toBe('PHONE_INVALID');
    expect(checkSignInAccount('ann@example.com', AccountType.Phone)).toBe('PHONE_INVALID');
  });

  it('gives the e-mail-or-password-incorrect message for an empty password', () => {
    expect(checkSignInPassword('')).toBe('CREDENTIALS_INCORRECT');
    expect(checkSignInPassword('x')).toBe(null);
    expect(errorMessages.CREDENTIALS_INCORRECT).toBe('E-mail or password incorrect');
  });
});

describe('regions and languages', () => {
  it('knows the dialling code of every member source, TW sharing Taiwan’s', () => {
    for (const source of memberSources) expect(nationCodeFor(source)).toMatch(/^\d+$/);
    expect(nationCodeFor('TW')).toBe('886');
    expect(nationCodeFor('US')).toBe('1');
    expect(nationCodeFor('XX')).toBeUndefined();
  });

  it('offers each country once', () => {
    const codes = countryOptions.map((c) => c.Code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('accepts only the four interface languages', () => {
    expect(['en', 'zh-Hant', 'ko', 'ja'].every(isLanguage)).toBe(true);
    expect(isLanguage('zh')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
