import { describe, expect, it } from 'vitest';
import { merchantViewOf, readPayoutReturn, statusReadDelay, STATUS_READ_DELAY_MS } from './payout-return';

const reply = (Status: number | null, extra: Partial<Parameters<typeof merchantViewOf>[0]> = {}) => ({ Status, RefusedBy: null, Reason: null, IsSeller: false, ...extra });

describe('the merchant status page query', () => {
  it("reads the provider's signed result only with type=payout and every field", () => {
    const q = new URLSearchParams({ type: 'payout', account: 'acct_1', ref: '7:1', outcome: 'verified', sig: 'ab' });
    expect(readPayoutReturn(q)).toEqual({ AccountId: 'acct_1', Reference: '7:1', Outcome: 'verified', Signature: 'ab' });
    expect(readPayoutReturn(new URLSearchParams({ ...Object.fromEntries(q), type: 'stripe' }))).toBeNull();
    expect(readPayoutReturn(new URLSearchParams({ ...Object.fromEntries(q), outcome: 'approved' }))).toBeNull();
    const noSig = new URLSearchParams(q);
    noSig.delete('sig');
    expect(readPayoutReturn(noSig)).toBeNull();
  });

  it('reads the status at once after a return, 2 seconds after opening otherwise', () => {
    expect(statusReadDelay(new URLSearchParams('type=payout'))).toBe(0);
    expect(statusReadDelay(new URLSearchParams('type=stripe'))).toBe(0);
    expect(statusReadDelay(new URLSearchParams('id=3'))).toBe(STATUS_READ_DELAY_MS);
    expect(STATUS_READ_DELAY_MS).toBe(2000);
  });
});

describe('what the status page shows', () => {
  it('maps statuses 0-3, who refused, and a seller', () => {
    expect(merchantViewOf(reply(null))).toBe('none');
    expect(merchantViewOf(reply(0))).toBe('waiting');
    expect(merchantViewOf(reply(1))).toBe('waiting');
    expect(merchantViewOf(reply(2))).toBe('active');
    expect(merchantViewOf(reply(3, { RefusedBy: 'provider' }))).toBe('refused-provider');
    expect(merchantViewOf(reply(3, { RefusedBy: 'staff', Reason: 'No' }))).toBe('refused-staff');
    expect(merchantViewOf(reply(2, { IsSeller: true }))).toBe('seller');
  });
});
