import { describe, expect, it } from 'vitest';
import { PayCode, payChannelsFor, usablePayCode, USDT_MINIMUM_CENTS } from './payment-channel';
import { fromUsdCents } from '../fees/exchange';

describe('payment channels', () => {
  it('offers the card through Stripe, or MPay for Macao buyers, then PayPal, USDT and other methods', () => {
    expect(payChannelsFor('US', 5000).map((c) => [c.ChannelName, c.IsGuarantee])).toEqual([
      ['stripe', 6],
      ['paypal', 3],
      ['usdt', 14],
      ['other', 12],
    ]);
    expect(payChannelsFor('MO', 5000)[0]).toMatchObject({ ChannelName: 'mpay', IsGuarantee: 9 });
  });

  it('disables USDT under its minimum and falls back to the card channel when it was chosen', () => {
    const below = payChannelsFor('US', USDT_MINIMUM_CENTS - 1).find((c) => c.ChannelName === 'usdt');
    expect(below).toMatchObject({ isPrice: false, MinAmount: USDT_MINIMUM_CENTS });
    expect(usablePayCode(PayCode.usdt, 'US', USDT_MINIMUM_CENTS - 1)).toBe(PayCode.stripe);
    expect(usablePayCode(PayCode.usdt, 'MO', 500)).toBe(PayCode.mpay);
    expect(usablePayCode(PayCode.usdt, 'US', USDT_MINIMUM_CENTS)).toBe(PayCode.usdt);
    expect(usablePayCode(PayCode.paypal, 'US', 60)).toBe(PayCode.paypal);
  });

  it('converts USD to MOP at the rate plus its additional amount, half up', () => {
    expect(fromUsdCents(1000, { currency: 'MOP', usdRate: 8.05, additionalAmount: 0.1 })).toBe(8150);
    expect(fromUsdCents(1, { currency: 'MOP', usdRate: 8.05, additionalAmount: 0 })).toBe(8);
  });
});
