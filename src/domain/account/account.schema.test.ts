import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { registerBody, requestCodeBody, resetPasswordBody, signInBody } from './account.schema';
import { currentUser } from './current-user.schema';

/** The issues as [field, code] pairs, in the order the schema reports them. */
function issues(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('signInBody', () => {
  const phone = { Type: 1, Account: '5551234567', AreaCode: 'US', Password: 'x' };
  const email = { Type: 0, Account: 'ann@example.com', Password: 'x' };

  it('accepts a phone or an e-mail sign-in', () => {
    expect(issues(signInBody, phone)).toEqual([]);
    expect(issues(signInBody, email)).toEqual([]);
  });

  it('reports each field with its code', () => {
    expect(issues(signInBody, { ...email, Account: '' })).toEqual([['Account', 'ACCOUNT_REQUIRED']]);
    expect(issues(signInBody, { ...email, Account: 'ann' })).toEqual([['Account', 'EMAIL_INVALID']]);
    expect(issues(signInBody, { ...email, Password: '' })).toEqual([['Password', 'CREDENTIALS_INCORRECT']]);
    expect(issues(signInBody, { ...phone, AreaCode: undefined })).toEqual([['AreaCode', 'COUNTRY_INVALID']]);
    expect(issues(signInBody, { ...phone, AreaCode: 'XX' })).toEqual([['AreaCode', 'COUNTRY_INVALID']]);
  });

  it('reports every failing field at once', () => {
    expect(issues(signInBody, { Type: 0, Account: '', Password: '' })).toEqual([
      ['Account', 'ACCOUNT_REQUIRED'],
      ['Password', 'CREDENTIALS_INCORRECT'],
    ]);
  });

  it('refuses an unknown account type', () => {
    expect(signInBody.safeParse({ ...email, Type: 2 }).success).toBe(false);
  });
});

describe('requestCodeBody', () => {
  const phone = { Type: 1, Purpose: 'register', TelPhone: '61234567', AreaCode: 'HK', HumanTicket: 't' };
  const email = { Type: 0, Purpose: 'reset', EMail: 'ann@example.com', HumanTicket: 't' };

  it('accepts a phone or an e-mail request', () => {
    expect(issues(requestCodeBody, phone)).toEqual([]);
    expect(issues(requestCodeBody, email)).toEqual([]);
  });

  it('checks the phone against the chosen country', () => {
    expect(issues(requestCodeBody, { ...phone, AreaCode: 'US' })).toEqual([['TelPhone', 'PHONE_INVALID']]);
    expect(issues(requestCodeBody, { ...phone, TelPhone: undefined })).toEqual([['TelPhone', 'PHONE_REQUIRED']]);
    expect(issues(requestCodeBody, { ...phone, AreaCode: undefined })).toEqual([['AreaCode', 'COUNTRY_INVALID']]);
  });

  it('checks the e-mail for the e-mail type and ignores the phone', () => {
    expect(issues(requestCodeBody, { ...email, EMail: 'nope' })).toEqual([['EMail', 'EMAIL_INVALID']]);
    expect(issues(requestCodeBody, { ...email, EMail: undefined, TelPhone: '1' })).toEqual([['EMail', 'EMAIL_REQUIRED']]);
  });

  it('takes only the register and reset purposes, and needs a ticket', () => {
    expect(requestCodeBody.safeParse({ ...email, Purpose: 'login' }).success).toBe(false);
    expect(requestCodeBody.safeParse({ ...email, HumanTicket: undefined }).success).toBe(false);
  });
});

describe('registerBody', () => {
  const byPhone = { Type: 1, NickName: 'player01', MemberSource: 'US', TelPhone: '5551234567', Password: 'Secret123', Code: '123456', AgreeTerms: true };
  const byEmail = { Type: 0, NickName: 'player01', MemberSource: 'KR', EMail: 'ann@example.com', Password: 'Secret123', Code: '123456', AgreeTerms: true };

  it('accepts a phone or an e-mail registration', () => {
    expect(issues(registerBody, byPhone)).toEqual([]);
    expect(issues(registerBody, byEmail)).toEqual([]);
  });

  it.each([
    [{ NickName: 'abcde' }, 'NickName', 'NICKNAME_TOO_SHORT'],
    [{ NickName: 'a'.repeat(21) }, 'NickName', 'NICKNAME_TOO_LONG'],
    [{ NickName: '收藏家player' }, 'NickName', 'NICKNAME_CHINESE'],
    [{ Password: 'password1' }, 'Password', 'PASSWORD_INVALID'],
    [{ Code: '12345' }, 'Code', 'CODE_INVALID'],
    [{ Code: '' }, 'Code', 'CODE_REQUIRED'],
    [{ TelPhone: '12345678' }, 'TelPhone', 'PHONE_INVALID'],
    [{ EMail: 'bad' }, 'EMail', 'EMAIL_INVALID'],
    [{ AgreeTerms: false }, 'AgreeTerms', 'TERMS_REQUIRED'],
  ])('reports %j on %s as %s', (change, field, code) => {
    expect(issues(registerBody, { ...byPhone, ...change })).toEqual([[field, code]]);
  });

  it('checks the phone by MemberSource, or by AreaCode when the phone is from another country', () => {
    expect(issues(registerBody, { ...byPhone, MemberSource: 'HK' })).toEqual([['TelPhone', 'PHONE_INVALID']]);
    expect(issues(registerBody, { ...byPhone, MemberSource: 'HK', AreaCode: 'US' })).toEqual([]);
  });

  it('lets a phone registration leave out the e-mail, but not an e-mail registration', () => {
    expect(issues(registerBody, { ...byPhone, EMail: undefined })).toEqual([]);
    expect(issues(registerBody, { ...byEmail, EMail: undefined })).toEqual([['EMail', 'EMAIL_REQUIRED']]);
  });

  it('refuses an unknown member source', () => {
    expect(issues(registerBody, { ...byEmail, MemberSource: 'XX' })).toEqual([['MemberSource', 'COUNTRY_INVALID']]);
  });

  it('reports the fields in the order the form shows them', () => {
    const fields = issues(registerBody, { ...byPhone, TelPhone: '1', NickName: 'a', Code: '1', Password: 'a', AgreeTerms: false }).map(([f]) => f);
    expect(fields).toEqual(['TelPhone', 'NickName', 'Code', 'Password', 'AgreeTerms']);
  });
});

describe('resetPasswordBody', () => {
  const byEmail = { Type: 0, Account: 'ann@example.com', Code: '123456', NewPassword: 'Fresh456', ConfirmPassword: 'Fresh456' };
  const byPhone = { ...byEmail, Type: 1, Account: '0912345678', AreaCode: 'TWN' };

  it('accepts an e-mail or a phone reset', () => {
    expect(issues(resetPasswordBody, byEmail)).toEqual([]);
    expect(issues(resetPasswordBody, byPhone)).toEqual([]);
  });

  it('reports each field with its code', () => {
    expect(issues(resetPasswordBody, { ...byEmail, Account: 'x' })).toEqual([['Account', 'EMAIL_INVALID']]);
    expect(issues(resetPasswordBody, { ...byPhone, Account: '0812345678' })).toEqual([['Account', 'PHONE_INVALID']]);
    expect(issues(resetPasswordBody, { ...byPhone, AreaCode: undefined })).toEqual([['AreaCode', 'COUNTRY_INVALID']]);
    expect(issues(resetPasswordBody, { ...byEmail, Code: 'abcdef' })).toEqual([['Code', 'CODE_INVALID']]);
    expect(issues(resetPasswordBody, { ...byEmail, NewPassword: 'weak', ConfirmPassword: 'weak' })).toEqual([['NewPassword', 'PASSWORD_INVALID']]);
    expect(issues(resetPasswordBody, { ...byEmail, ConfirmPassword: 'Fresh457' })).toEqual([['ConfirmPassword', 'PASSWORDS_DIFFERENT']]);
  });
});

describe('currentUser', () => {
  it('takes SumMoney as whole cents only', () => {
    const user = {
      Id: 1, NickName: 'player01', MemberSource: 'US', IsSeller: false, IsSell: false, PointCount: 0, SumMoney: 1050,
      HeadPortrait: '', VerifyStatus: 0, Count: 0, State: null, StateCode: null, Email: null, TelPhone: null,
      AreaCode: null, Language: 'en', Status: 1,
    };
    expect(currentUser.safeParse(user).success).toBe(true);
    expect(currentUser.safeParse({ ...user, SumMoney: 10.5 }).success).toBe(false);
    expect(currentUser.safeParse({ ...user, Language: 'fr' }).success).toBe(false);
  });
});
