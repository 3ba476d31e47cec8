import { describe, expect, it } from 'vitest';
import { addressBody, addressFormSchema, addressIssues, chineseCharacterCount, normalizeAddress, type AddressInput } from './address.schema';
import { formatAddressDetail, parseAddressDetail } from './address-detail';

const good: AddressInput = {
  Country: 'US', UserName: 'Alex Morgan', StreetAddress: '350 Fifth Avenue', StreetAddress2: 'Suite 4100',
  City: 'New York', StateCode: 'NY', ZipCode: '10118', Phone: '+1 (212) 555-0100',
};
const issues = (patch: Partial<AddressInput>, memberSource?: string) => addressIssues({ ...good, ...patch }, memberSource);

describe('address rules', () => {
  it('accepts a complete US address', () => {
    expect(issues({})).toEqual([]);
    expect(addressBody.safeParse(good).success).toBe(true);
  });

  it('requires country, name, street, city, state, zip and phone with their messages', () => {
    const blank = { Country: '', UserName: ' ', StreetAddress: '', City: '', StateCode: '', ZipCode: '', Phone: '' };
    expect(issues(blank)).toEqual([
      ['Country', 'COUNTRY_INVALID'],
      ['UserName', 'ADDRESS_NAME_REQUIRED'],
      ['StreetAddress', 'ADDRESS_STREET_REQUIRED'],
      ['City', 'ADDRESS_CITY_REQUIRED'],
      ['StateCode', 'ADDRESS_STATE_REQUIRED'],
      ['ZipCode', 'ADDRESS_ZIP_REQUIRED'],
      ['Phone', 'PHONE_REQUIRED'],
    ]);
  });

  it('keeps the second street line optional', () => {
    expect(issues({ StreetAddress2: '' })).toEqual([]);
    expect(addressBody.safeParse({ ...good, StreetAddress2: undefined }).success).toBe(true);
  });

  it('caps name, city, zip and phone at 30 characters and each street line at 100', () => {
    expect(issues({ UserName: 'a'.repeat(30) })).toEqual([]);
    expect(issues({ UserName: 'a'.repeat(31) })).toEqual([['UserName', 'ADDRESS_NAME_TOO_LONG']]);
    expect(issues({ City: 'c'.repeat(31) })).toEqual([['City', 'ADDRESS_CITY_TOO_LONG']]);
    expect(issues({ Phone: '1'.repeat(31) })).toEqual([['Phone', 'ADDRESS_PHONE_TOO_LONG']]);
    expect(issues({ Country: 'MO', ZipCode: '9'.repeat(31) })).toContainEqual(['ZipCode', 'ADDRESS_ZIP_TOO_LONG']);
    expect(issues({ StreetAddress: 's'.repeat(100), StreetAddress2: 't'.repeat(100) })).toEqual([]);
    expect(issues({ StreetAddress: 's'.repeat(101) })).toEqual([['StreetAddress', 'ADDRESS_STREET_TOO_LONG']]);
    expect(issues({ StreetAddress2: 't'.repeat(101) })).toEqual([['StreetAddress2', 'ADDRESS_STREET_TOO_LONG']]);
  });

  it("answers 'Coming Soon' for any country but the US", () => {
    expect(issues({ Country: 'MO' })).toContainEqual(['Country', 'ADDRESS_COUNTRY_UNSUPPORTED']);
    expect(issues({ Country: 'HK' })[0]).toEqual(['Country', 'ADDRESS_COUNTRY_UNSUPPORTED']);
  });

  it('needs a real US state code and a US zip code', () => {
    expect(issues({ StateCode: 'ZZ' })).toEqual([['StateCode', 'ADDRESS_STATE_INVALID']]);
    expect(issues({ StateCode: 'dc' })).toEqual([]);
    expect(issues({ ZipCode: '1234' })).toEqual([['ZipCode', 'ADDRESS_ZIP_INVALID']]);
    expect(issues({ ZipCode: '10118-0110' })).toEqual([]);
    expect(issues({ ZipCode: 'ABCDE' })).toEqual([['ZipCode', 'ADDRESS_ZIP_INVALID']]);
  });

  it('refuses a phone with letters', () => {
    expect(issues({ Phone: 'call me' })).toEqual([['Phone', 'PHONE_INVALID']]);
  });

  it('needs 4 Chinese characters across both street lines for HK, TWN, TW, MO and CN members only', () => {
    for (const source of ['HK', 'TWN', 'TW', 'MO', 'CN']) {
      expect(issues({}, source)).toEqual([['StreetAddress', 'ADDRESS_CHINESE_REQUIRED']]);
      expect(issues({ StreetAddress: '中山路 12', StreetAddress2: '三樓' }, source)).toEqual([]);
      expect(issues({ StreetAddress: '中山路', StreetAddress2: '' }, source)).toEqual([['StreetAddress', 'ADDRESS_CHINESE_REQUIRED']]);
    }
    expect(issues({}, 'US')).toEqual([]);
    expect(issues({}, 'KR')).toEqual([]);
    expect(chineseCharacterCount('ＡＢ中文', '漢字 kana かな')).toBe(4);
  });

  it('reports the codes as zod issues on the field, the member-region rule only in the form schema', () => {
    const result = addressBody.safeParse({ ...good, ZipCode: '1' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['ZipCode', 'ADDRESS_ZIP_INVALID']]);
    expect(addressBody.safeParse(good).success).toBe(true);
    const form = addressFormSchema('HK').safeParse(good);
    expect(form.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['StreetAddress', 'ADDRESS_CHINESE_REQUIRED']]);
  });

  it('stores trimmed values and names the state from its code', () => {
    expect(normalizeAddress({ ...good, UserName: '  Alex ', StateCode: 'ny', StreetAddress2: undefined })).toMatchObject({
      UserName: 'Alex', StateCode: 'NY', State: 'New York', StreetAddress2: '',
    });
  });
});

describe('address detail for orders', () => {
  it('puts the second line in parentheses only when there is one', () => {
    expect(formatAddressDetail('350 Fifth Avenue', 'Suite 4100')).toBe('350 Fifth Avenue (Suite 4100)');
    expect(formatAddressDetail('350 Fifth Avenue', '  ')).toBe('350 Fifth Avenue');
    expect(formatAddressDetail('350 Fifth Avenue')).toBe('350 Fifth Avenue');
  });

  it('parses the two lines back by splitting on the parentheses', () => {
    expect(parseAddressDetail('350 Fifth Avenue (Suite 4100)')).toEqual({ streetAddress: '350 Fifth Avenue', streetAddress2: 'Suite 4100' });
    expect(parseAddressDetail('350 Fifth Avenue')).toEqual({ streetAddress: '350 Fifth Avenue', streetAddress2: '' });
    expect(parseAddressDetail('1 Main St (rear) (Apt 2)')).toEqual({ streetAddress: '1 Main St (rear)', streetAddress2: 'Apt 2' });
    expect(parseAddressDetail('(only)')).toEqual({ streetAddress: '(only)', streetAddress2: '' });
  });

  it('round-trips every formatted detail', () => {
    for (const [a, b] of [['1 Main St', ''], ['1 Main St', 'Apt 2'], ['中山路 12 號', '三樓']] as const) {
      const parsed = parseAddressDetail(formatAddressDetail(a, b));
      expect(parsed).toEqual({ streetAddress: a, streetAddress2: b });
    }
  });
});
