import { describe, expect, it } from 'vitest';
import { sellerCaseActions } from './seller-case-actions';

describe('sellerCaseActions', () => {
  it('offers a reply, a refund and a return on an open case', () => {
    expect(sellerCaseActions('open', { SRStatus: 0, returnSent: false })).toEqual({ reply: true, refund: true, askReturn: true, confirmReturn: false });
  });
  it('offers confirming the return only once the buyer sent the card back', () => {
    expect(sellerCaseActions('return_shipping', { SRStatus: 1, returnSent: false }).confirmReturn).toBe(false);
    expect(sellerCaseActions('return_shipping', { SRStatus: 1, returnSent: true })).toEqual({ reply: true, refund: true, askReturn: false, confirmReturn: true });
  });
  it('offers nothing on a refunded, closed or revoked case', () => {
    for (const state of ['refunded', 'closed', 'revoked', 'refund_pending'] as const) {
      expect(sellerCaseActions(state, { SRStatus: 2, returnSent: false })).toEqual({ reply: false, refund: false, askReturn: false, confirmReturn: false });
    }
  });
});
