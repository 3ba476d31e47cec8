import { describe, expect, it } from 'vitest';
import { checkOfferAmount, cleanOfferInput, counterOfferBody, makeOfferBody, offerTextToCents } from './offer-input';

describe('the offer input filter', () => {
  it('keeps digits and one point with up to 2 decimals', () => {
    expect(cleanOfferInput('$1,234.567')).toBe('1234.56');
    expect(cleanOfferInput('12.3.4')).toBe('12.34');
    expect(cleanOfferInput('abc')).toBe('');
    expect(cleanOfferInput('.5')).toBe('.5');
  });

  it('truncates the integer part to 8 digits, with or without decimals', () => {
    expect(cleanOfferInput('1234567890')).toBe('12345678');
    expect(cleanOfferInput('1234567890.12')).toBe('12345678.12');
  });

  it('reads cents from what was typed; anything else is not a number', () => {
    expect(offerTextToCents('50')).toBe(5_000);
    expect(offerTextToCents('50.5')).toBe(5_050);
    expect(offerTextToCents('50.')).toBe(5_000);
    expect(offerTextToCents('')).toBeNull();
    expect(offerTextToCents('.')).toBeNull();
    expect(offerTextToCents('123456789')).toBeNull();
  });
});

describe('the offer amount', () => {
  it('must be above 0 and below the buy-now price', () => {
    expect(checkOfferAmount(null, 10_000)).toBe('OFFER_PRICE_REQUIRED');
    expect(checkOfferAmount(0, 10_000)).toBe('OFFER_PRICE_REQUIRED');
    expect(checkOfferAmount(10_000, 10_000)).toBe('OFFER_NOT_BELOW_PRICE');
    expect(checkOfferAmount(9_999, 10_000)).toBeNull();
  });
});

describe('the offer body', () => {
  it('takes cents, a message of at most 250 characters and BargainType 1, naming the error code', () => {
    expect(makeOfferBody.parse({ CommodityID: 7, Price: 5_000 })).toEqual({ CommodityID: 7, Price: 5_000, Remark: '', BargainType: 1 });
    expect(makeOfferBody.safeParse({ CommodityID: 7, Price: 5_000, Remark: 'x'.repeat(250) }).success).toBe(true);
    const long = makeOfferBody.safeParse({ CommodityID: 7, Price: 5_000, Remark: 'x'.repeat(251) });
    expect(long.error?.issues[0]?.message).toBe('OFFER_REMARK_TOO_LONG');
    expect(makeOfferBody.safeParse({ CommodityID: 7, Price: 0 }).error?.issues[0]?.message).toBe('OFFER_PRICE_REQUIRED');
    expect(makeOfferBody.safeParse({ CommodityID: 7, Price: 10.5 }).error?.issues[0]?.message).toBe('OFFER_PRICE_REQUIRED');
    expect(makeOfferBody.safeParse({ CommodityID: 7, Price: 100, BargainType: 2 }).success).toBe(false);
    expect(counterOfferBody.parse({ Price: 8_000 })).toEqual({ Price: 8_000, Remark: '' });
  });
});
