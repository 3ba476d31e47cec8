import { describe, expect, it } from 'vitest';
import { forecastCents, isRefundAmountValid, nextApplicationAt, orderRefusal, taxDueDate, taxStateLabel, type ClaimableOrder } from './tax-refund-rules';
import { isPdf, proofKindOf } from './proof-file';
import { newTaxRefundBody } from './tax-refund.schema';

const DAY = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('tax refund rules', () => {
  it('labels states 1 processing, 2 refunded, 3 and 4 rejected', () => {
    expect([1, 2, 3, 4].map(taxStateLabel)).toEqual(['processing', 'refunded', 'rejected', 'rejected']);
  });

  it('gives the desk 15 days', () => {
    expect(taxDueDate(now).toISOString()).toBe('2026-12-12T12:00:00.000Z');
  });

  it('allows one application a week, not counting rejected ones', () => {
    expect(nextApplicationAt([], now)).toBeNull();
    expect(nextApplicationAt([{ state: 1, createdAt: ago(3) }], now)?.toISOString()).toBe(new Date(ago(3).getTime() + 7 * DAY).toISOString());
    expect(nextApplicationAt([{ state: 2, createdAt: ago(7) }], now)).toBeNull();
    expect(nextApplicationAt([{ state: 3, createdAt: ago(1) }, { state: 4, createdAt: ago(1) }], now)).toBeNull();
  });

  it('qualifies only the member’s own paid, open, taxed, unclaimed orders of the last 60 days', () => {
    const order: ClaimableOrder = { ownerMemberId: 7, paid: true, closed: false, createdAt: ago(59), taxCents: 120, claimed: false };
    expect(orderRefusal(order, 7, now)).toBeNull();
    expect(orderRefusal(order, 8, now)).toBe('not_yours');
    expect(orderRefusal({ ...order, paid: false }, 7, now)).toBe('not_eligible');
    expect(orderRefusal({ ...order, closed: true }, 7, now)).toBe('not_eligible');
    expect(orderRefusal({ ...order, taxCents: 0 }, 7, now)).toBe('not_eligible');
    expect(orderRefusal({ ...order, createdAt: ago(61) }, 7, now)).toBe('too_old');
    expect(orderRefusal({ ...order, claimed: true }, 7, now)).toBe('claimed');
  });

  it('forecasts the sum of the tax and accepts a refund above 0 up to it', () => {
    expect(forecastCents([{ taxCents: 100 }, { taxCents: 250 }])).toBe(350);
    expect([0, 1, 350, 351, 1.5].map((a) => isRefundAmountValid(a, 350))).toEqual([false, true, true, false, false]);
  });
});

describe('the application form', () => {
  const valid = { BusinessType: 3, RealName: ' Ann Lee ', OrderIds: [1], Proof: { Type: 1, Id: 4 } };
  const codeOf = (body: unknown) => newTaxRefundBody.safeParse(body).error?.issues[0]?.message;

  it('trims and accepts a complete form', () => {
    expect(newTaxRefundBody.parse(valid)).toMatchObject({ RealName: 'Ann Lee', CompanyName: '', Note: '' });
  });

  it('refuses each rule with its code', () => {
    expect(codeOf({ ...valid, RealName: '  ' })).toBe('TAX_REFUND_NAME_REQUIRED');
    expect(codeOf({ ...valid, RealName: 'x'.repeat(61) })).toBe('TAX_REFUND_NAME_TOO_LONG');
    expect(codeOf({ ...valid, CompanyName: 'x'.repeat(101) })).toBe('TAX_REFUND_COMPANY_TOO_LONG');
    expect(codeOf({ ...valid, Note: 'x'.repeat(31) })).toBe('TAX_REFUND_NOTE_TOO_LONG');
    expect(codeOf({ ...valid, Note: 'x'.repeat(30) })).toBeUndefined();
    expect(codeOf({ ...valid, OrderIds: [] })).toBe('TAX_REFUND_ORDERS_REQUIRED');
    expect(codeOf({ ...valid, BusinessType: 1 })).toBe('TAX_REFUND_TYPE_INVALID');
    expect(codeOf({ ...valid, Proof: { Type: 3, Id: 4 } })).toBe('TAX_REFUND_PROOF_REQUIRED');
  });
});

describe('the proof file', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('judges by content: a PDF, a PNG named anything, and nothing else', () => {
    expect(isPdf(bytes('%PDF-1.4\n1 0 obj\n%%EOF\n'))).toBe(true);
    expect(isPdf(bytes('%PDF-1.4\n1 0 obj\n'))).toBe(false);
    expect(isPdf(bytes('hello %PDF-1.4 %%EOF'))).toBe(false);
    expect(proofKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(proofKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(proofKindOf(bytes('GIF89a'))).toBeNull();
  });
  it('refuses a PDF over 5 MB', () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(bytes('%PDF-1.4'));
    big.set(bytes('%%EOF'), big.length - 6);
    expect(isPdf(big)).toBe(false);
  });
});

describe('the order picker', () => {
  it('loads more within 25 px of the bottom', async () => {
    const { isNearBottom } = await import('./tax-refund-rules');
    expect(isNearBottom({ scrollTop: 575, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isNearBottom({ scrollTop: 574, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
  });
});
