import { describe, expect, it } from 'vitest';
import { carrierForwards, destinationRegionOf, forwardingTaxCents } from './forwarding';

describe('forwarding rules', () => {
  it('prices postage for the region of the destination country', () => {
    expect(destinationRegionOf('TWN')).toBe('TW');
    expect(destinationRegionOf(' us ')).toBe('US');
    expect(destinationRegionOf('MO')).toBe('MO');
  });

  it('taxes each item at the state percent, rounded to the cent, and sums', () => {
    // 10.005 → 10.01 (half up); 3.33 → 3.33
    expect(forwardingTaxCents([{ priceCents: 10_000 }, { priceCents: 3_333 }], 10.005)).toBe(1_001 + 333);
    expect(forwardingTaxCents([{ priceCents: 10_000 }], 0)).toBe(0);
    expect(forwardingTaxCents([{ priceCents: 10_000 }], null)).toBe(0);
    expect(forwardingTaxCents([], 8.85)).toBe(0);
  });

  it('lets SF Express forward only within Greater China', () => {
    expect(carrierForwards('SF', 'MO', 'HK')).toBe(true);
    expect(carrierForwards('SF', 'CN', 'TWN')).toBe(true);
    expect(carrierForwards('SF', 'US', 'MO')).toBe(false);
    expect(carrierForwards('SF', 'MO', 'US')).toBe(false);
    expect(carrierForwards('UPS', 'US', 'US')).toBe(true);
    expect(carrierForwards('DHL', 'MO', 'US')).toBe(true);
  });
});
