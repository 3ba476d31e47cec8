import { describe, expect, it } from 'vitest';
import { normalizeUsIdentity, usIdentityBody, usIdentityIssues, type UsIdentityInput } from './us-identity.schema';

const valid: UsIdentityInput = {
  FirstName: 'Avery',
  LastName: 'Stone',
  DateOfBirth: '1990-05-17',
  Phone: '2125550123',
  SsnLast4: '6789',
  Street: '350 Fifth Avenue',
  PostalCode: '10118',
  City: 'New York',
  StateCode: 'NY',
};
const issuesOf = (overrides: Partial<UsIdentityInput>) => usIdentityIssues({ ...valid, ...overrides });

describe('the US identity form rules', () => {
  it('accepts a complete form, at the limits too', () => {
    expect(usIdentityIssues(valid)).toEqual([]);
    expect(issuesOf({ FirstName: 'A'.repeat(30), Phone: '1'.repeat(30), Street: 'S'.repeat(90), City: 'C'.repeat(30), PostalCode: '9'.repeat(30) })).toEqual([]);
  });

  it.each<[string, Partial<UsIdentityInput>, string, string]>([
    ['first name empty', { FirstName: '  ' }, 'FirstName', 'NAME_REQUIRED'],
    ['first name 31', { FirstName: 'A'.repeat(31) }, 'FirstName', 'ADDRESS_NAME_TOO_LONG'],
    ['last name empty', { LastName: '' }, 'LastName', 'NAME_REQUIRED'],
    ['last name 31', { LastName: 'B'.repeat(31) }, 'LastName', 'ADDRESS_NAME_TOO_LONG'],
    ['date not ISO', { DateOfBirth: '17.05.1990' }, 'DateOfBirth', 'BIRTH_DATE_INVALID'],
    ['phone empty', { Phone: '' }, 'Phone', 'PHONE_REQUIRED'],
    ['phone with a dash', { Phone: '212-555-0123' }, 'Phone', 'PHONE_DIGITS_ONLY'],
    ['phone with +1', { Phone: '+12125550123' }, 'Phone', 'PHONE_DIGITS_ONLY'],
    ['phone 31 digits', { Phone: '1'.repeat(31) }, 'Phone', 'ADDRESS_PHONE_TOO_LONG'],
    ['SSN empty', { SsnLast4: '' }, 'SsnLast4', 'SSN_LAST4_INVALID'],
    ['SSN 5 digits', { SsnLast4: '12345' }, 'SsnLast4', 'SSN_LAST4_INVALID'],
    ['SSN with a letter', { SsnLast4: '12x4' }, 'SsnLast4', 'SSN_LAST4_INVALID'],
    ['street empty', { Street: '' }, 'Street', 'ADDRESS_STREET_REQUIRED'],
    ['street 91', { Street: 'S'.repeat(91) }, 'Street', 'US_STREET_TOO_LONG'],
    ['postal code empty', { PostalCode: '' }, 'PostalCode', 'ADDRESS_ZIP_REQUIRED'],
    ['postal code 31', { PostalCode: '1'.repeat(31) }, 'PostalCode', 'ADDRESS_ZIP_TOO_LONG'],
    ['city empty', { City: ' ' }, 'City', 'ADDRESS_CITY_REQUIRED'],
    ['city 31', { City: 'C'.repeat(31) }, 'City', 'ADDRESS_CITY_TOO_LONG'],
    ['state empty', { StateCode: '' }, 'StateCode', 'ADDRESS_STATE_REQUIRED'],
    ['state unknown', { StateCode: 'ZZ' }, 'StateCode', 'ADDRESS_STATE_INVALID'],
  ])('%s: %s on %s', (_name, overrides, field, code) => {
    expect(issuesOf(overrides)).toEqual([[field, code]]);
  });

  it('gives one issue per field, in the form order', () => {
    expect(usIdentityIssues({ ...valid, FirstName: '', SsnLast4: '1', StateCode: '' }).map(([f]) => f)).toEqual(['FirstName', 'SsnLast4', 'StateCode']);
  });

  it('turns issues into field errors in the request schema', () => {
    const parsed = usIdentityBody.safeParse({ ...valid, SsnLast4: '123456789' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ message: 'SSN_LAST4_INVALID', path: ['SsnLast4'] });
  });

  it('normalizes: trimmed values and an upper-case state code', () => {
    expect(normalizeUsIdentity({ ...valid, FirstName: ' Avery ', StateCode: ' ny', Phone: ' 2125550123 ' })).toEqual(valid);
  });
});
