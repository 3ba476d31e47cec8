import { describe, expect, it } from 'vitest';
import { carriersFrom, carrierShipsFrom, traceStateOf } from './shipping-rules';
import { shipOrderBody, TraceState } from './shipping.schema';
import { finishDueAfterDelivery, finishDueAfterShipping } from './auto-finish';

const codes = (area: string | undefined) => carriersFrom(area).map((carrier) => carrier.ShipperCode);

describe('carriersFrom', () => {
  it('offers SF Express only from Greater China (MO, HK, TW or TWN, CN)', () => {
    for (const area of ['MO', 'HK', 'TW', 'TWN', 'CN']) expect(codes(area)).toEqual(['UPS', 'DHL', 'FEDEX', 'SF']);
    for (const area of ['US', 'KR', 'JP', 'XX']) expect(codes(area)).toEqual(['UPS', 'DHL', 'FEDEX']);
  });

  it('lists every carrier with its name when no area is given', () => {
    expect(carriersFrom(undefined)).toEqual([
      { ShipperCode: 'UPS', ShipperName: 'UPS' },
      { ShipperCode: 'DHL', ShipperName: 'DHL Express' },
      { ShipperCode: 'FEDEX', ShipperName: 'FedEx' },
      { ShipperCode: 'SF', ShipperName: 'SF Express' },
    ]);
  });

  it('lets UPS, DHL and FedEx ship from anywhere', () => {
    expect(carrierShipsFrom('UPS', 'US')).toBe(true);
    expect(carrierShipsFrom('FEDEX', 'KR')).toBe(true);
    expect(carrierShipsFrom('SF', 'US')).toBe(false);
    expect(carrierShipsFrom('SF', 'TWN')).toBe(true);
  });
});

describe('shipOrderBody tracking numbers', () => {
  const parse = (LogisticCode: unknown, ShipperCode: unknown = 'UPS') => shipOrderBody.safeParse({ ShipperCode, LogisticCode });

  it('takes spaces and dashes out and upper-cases letters, as carriers print numbers', () => {
    expect(parse(' 1z 999-aa1 0123 4567 84 ')).toMatchObject({ success: true, data: { LogisticCode: '1Z999AA10123456784' } });
    expect(parse('SF1234567890')).toMatchObject({ success: true, data: { LogisticCode: 'SF1234567890' } });
  });

  it('refuses numbers that are too short, too long or hold other characters, with TRACKING_NUMBER_INVALID', () => {
    for (const bad of ['1234567', 'A'.repeat(41), '1Z999/AA10123', '１２３４５６７８９']) {
      const result = parse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('TRACKING_NUMBER_INVALID');
    }
    expect(parse('12345678').success).toBe(true);
    expect(parse('A'.repeat(40)).success).toBe(true);
  });

  it('refuses an unknown carrier with CARRIER_INVALID', () => {
    const result = parse('1Z999AA10123456784', 'USPS');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('CARRIER_INVALID');
  });
});

describe('the trace state of carrier events', () => {
  it('keeps out for delivery in transit and ends at delivered', () => {
    expect(traceStateOf).toEqual({
      accepted: TraceState.Accepted,
      in_transit: TraceState.InTransit,
      out_for_delivery: TraceState.InTransit,
      delivered: TraceState.Delivered,
    });
  });
});

describe('the automatic finish', () => {
  it('is 30 days after shipping, or 7 days after delivery', () => {
    const at = new Date('2026-11-21T12:00:00Z');
    expect(finishDueAfterShipping(at).toISOString()).toBe('2026-12-21T12:00:00.000Z');
    expect(finishDueAfterDelivery(at).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });
});
