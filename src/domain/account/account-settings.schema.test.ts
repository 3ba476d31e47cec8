import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  changeEmailBody,
  changePasswordBody,
  checkNewEmail,
  checkOldPassword,
  locationBody,
  normalizeEmail,
  passwordChangeProblems,
} from './account-settings.schema';

const codesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('password change rules (spec 3 section 5)', () => {
  it('needs the old password, of 6 characters or more', () => {
    expect(checkOldPassword('')).toBe('PASSWORD_OLD_REQUIRED');
    expect(checkOldPassword('abc12')).toBe('PASSWORD_OLD_WRONG');
    expect(checkOldPassword('abcdef')).toBeNull();
  });

  it('takes a new password by the registration rules, confirmed', () => {
    expect(z.safeParse(changePasswordBody, { OldPassword: 'Secret123', NewPassword: 'Changed456', ConfirmPassword: 'Changed456' }).success).toBe(true);
    expect(codesOf(z.safeParse(changePasswordBody, { OldPassword: 'Secret123', NewPassword: 'changed456', ConfirmPassword: 'changed456' }))).toEqual({
      NewPassword: 'PASSWORD_INVALID',
    });
    expect(codesOf(z.safeParse(changePasswordBody, { OldPassword: 'Secret123', NewPassword: 'Chängéd456', ConfirmPassword: 'Chängéd456' }))).toEqual({
      NewPassword: 'PASSWORD_INVALID',
    });
    expect(codesOf(z.safeParse(changePasswordBody, { OldPassword: 'Secret123', NewPassword: 'Changed456', ConfirmPassword: 'Changed457' }))).toEqual({
      ConfirmPassword: 'PASSWORDS_DIFFERENT',
    });
  });

  it('reports every field in the form order', () => {
    expect(passwordChangeProblems({ OldPassword: '', NewPassword: '', ConfirmPassword: '' })).toEqual([
      ['OldPassword', 'PASSWORD_OLD_REQUIRED'],
      ['NewPassword', 'PASSWORD_REQUIRED'],
      ['ConfirmPassword', 'PASSWORD_CONFIRM_REQUIRED'],
    ]);
  });
});

describe('e-mail change rules', () => {
  it('answers one message for a missing or malformed address', () => {
    expect(checkNewEmail('')).toBe('EMAIL_EDIT_INVALID');
    expect(checkNewEmail('no-at-sign')).toBe('EMAIL_EDIT_INVALID');
    expect(checkNewEmail('a@b')).toBe('EMAIL_EDIT_INVALID');
    expect(checkNewEmail(' someone@example.com ')).toBeNull();
  });

  it('stores the address trimmed and lower-cased', () => {
    expect(normalizeEmail('  Some.One@Example.COM ')).toBe('some.one@example.com');
  });

  it('needs the 6-digit code', () => {
    expect(codesOf(z.safeParse(changeEmailBody, { EMail: 'a@example.com', Code: '12345' }))).toEqual({ Code: 'CODE_INVALID' });
    expect(z.safeParse(changeEmailBody, { EMail: 'a@example.com', Code: '123456' }).success).toBe(true);
  });
});

describe('location rule', () => {
  it('takes a code of the list only', () => {
    expect(z.safeParse(locationBody, { LocationCode: 'OTHER' }).success).toBe(true);
    expect(codesOf(z.safeParse(locationBody, { LocationCode: 'XX' }))).toEqual({ LocationCode: 'LOCATION_REQUIRED' });
    expect(codesOf(z.safeParse(locationBody, { LocationCode: '' }))).toEqual({ LocationCode: 'LOCATION_REQUIRED' });
  });
});
