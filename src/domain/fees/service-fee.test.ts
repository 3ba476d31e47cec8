import { describe, expect, it } from 'vitest';
import { buyerPremiumCents } from './buyer-premium';
import { orderTotalCents, taxBaseCents } from './order-total';
import { ANY_PAY_TYPE, ANY_SOURCE, DEFAULT_SERVICE_RATE, pickServiceRate, serviceFeeCents, type ServiceRate } from './service-fee';

const rate = (BuyerSource: string, SellerSource: string, PayType: number, Fee: number, Discount = 0): ServiceRate => ({
  BuyerSource, SellerSource, PayType, Fee, MinFee: 50, Discount,
});

const rates = [
  rate(ANY_SOURCE, ANY_SOURCE, ANY_PAY_TYPE, 5),
  rate('MO', ANY_SOURCE, 9, 5, 10),
  rate('MO', ANY_SOURCE, 6, 5.5),
  rate('US', 'HK', ANY_PAY_TYPE, 6),
  rate(ANY_SOURCE, ANY_SOURCE, 14, 4),
];

describe('pickServiceRate', () => {
  it('picks the row of the buyer region and the pay type (Stripe or MPay for a Macao buyer)', () => {
    expect(pickServiceRate(rates, { buyerSource: 'MO', sellerSource: 'US', payType: 9 })).toBe(rates[1]);
    expect(pickServiceRate(rates, { buyerSource: 'MO', sellerSource: 'US', payType: 6 })).toBe(rates[2]);
  });

  it('prefers a named region pair to a named pay type', () => {
    expect(pickServiceRate(rates, { buyerSource: 'US', sellerSource: 'HK', payType: 14 })).toBe(rates[3]);
    expect(pickServiceRate(rates, { buyerSource: 'US', sellerSource: 'US', payType: 14 })).toBe(rates[4]);
  });

  it('falls back to the default row, and to the buyer premium when there are no rows at all', () => {
    expect(pickServiceRate(rates, { buyerSource: 'KR', sellerSource: 'US', payType: 6 })).toBe(rates[0]);
    expect(pickServiceRate([], { buyerSource: 'US', sellerSource: 'US', payType: 6 })).toBe(DEFAULT_SERVICE_RATE);
  });

  it('treats TW and TWN as one region', () => {
    const taiwan = rate('TWN', ANY_SOURCE, ANY_PAY_TYPE, 3);
    expect(pickServiceRate([taiwan], { buyerSource: 'TW', sellerSource: 'US', payType: 6 })).toBe(taiwan);
  });
});

describe('serviceFeeCents', () => {
  it('is the buyer premium with the default rate', () => {
    for (const [price, postage] of [[10_000, 1_000], [999, 0], [1_010, 0], [123_456, 0]] as const) {
      expect(serviceFeeCents(DEFAULT_SERVICE_RATE, price, postage)).toEqual({ ServiceFee: buyerPremiumCents(price, postage), Discount: 0 });
    }
  });

  it("takes the row's percent of price and postage, at least its minimum, and gives back the discount percent of the fee", () => {
    expect(serviceFeeCents(rates[2]!, 3_000, 500)).toEqual({ ServiceFee: 193, Discount: 0 });
    expect(serviceFeeCents(rates[1]!, 3_000, 500)).toEqual({ ServiceFee: 175, Discount: 18 });
    expect(serviceFeeCents(rates[1]!, 100, 0)).toEqual({ ServiceFee: 50, Discount: 5 });
  });

  it('never discounts more than the fee', () => {
    expect(serviceFeeCents({ ...DEFAULT_SERVICE_RATE, Discount: 150 }, 10_000, 0)).toEqual({ ServiceFee: 500, Discount: 500 });
  });
});

describe('orderTotalCents', () => {
  it('is item + postage + service fee + tax - discount, taxing before the discount, never below 0', () => {
    const money = { itemCents: 3_000, postageCents: 500, serviceFeeCents: 175, taxCents: 0, discountCents: 18 };
    expect(taxBaseCents(money)).toBe(3_675);
    expect(orderTotalCents({ ...money, taxCents: 300 })).toBe(3_000 + 500 + 175 + 300 - 18);
    expect(orderTotalCents({ ...money, discountCents: 99_999 })).toBe(0);
  });
});
