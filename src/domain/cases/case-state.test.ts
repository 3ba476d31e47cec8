import { describe, expect, it } from 'vitest';
import { canEscalate, canOpenCase, canRevoke, caseView, isActive, isPlatformSeller, type CaseFacts } from './case-state';
import { caseStates } from './case.schema';

const DAY = 86_400_000;
const opened = new Date('2026-01-01T00:00:00Z');
const now = new Date(opened.getTime() + DAY);
const facts = (over: Partial<CaseFacts>): CaseFacts => ({ state: 'open', reopenCount: 0, appealCount: 0, openedAt: opened, closedAt: null, orderFinished: false, ...over });
const view = (over: Partial<CaseFacts>, at = now) => {
  const v = caseView(facts(over), at);
  return [v.SRType, v.SRStatus, v.SRBtnType, v.PlanSRResultStatus];
};

describe('the spec fields of each case state', () => {
  it('gives every row of the table', () => {
    expect(view({ state: 'open' })).toEqual([1, 1, 1, null]);
    expect(view({ state: 'escalated' })).toEqual([1, 1, 4, null]);
    expect(view({ state: 'refund_pending' })).toEqual([1, 1, 6, 6]);
    expect(view({ state: 'return_address' })).toEqual([1, 1, 7, 7]);
    expect(view({ state: 'return_shipping' })).toEqual([1, 1, 8, 8]);
    expect(view({ state: 'refunded' })).toEqual([2, 2, 9, 9]);
  });

  it('offers an appeal on a closed case once, within 30 days of closing', () => {
    const closedAt = now;
    expect(view({ state: 'closed', closedAt })).toEqual([2, 3, 3, null]);
    expect(view({ state: 'closed', closedAt }, new Date(closedAt.getTime() + 30 * DAY))).toEqual([2, 3, 3, null]);
    expect(view({ state: 'closed', closedAt }, new Date(closedAt.getTime() + 30 * DAY + 1))).toEqual([2, 3, 0, null]);
    expect(view({ state: 'closed', closedAt, appealCount: 1 })).toEqual([2, 3, 0, null]);
  });

  it('offers a re-open on a revoked case once, while the order is not finished', () => {
    expect(view({ state: 'revoked' })).toEqual([3, 3, 2, null]);
    expect(view({ state: 'revoked', reopenCount: 1 })).toEqual([3, 3, 0, null]);
    expect(view({ state: 'revoked', orderFinished: true })).toEqual([3, 3, 0, null]);
  });

  it('lets the buyer escalate 3 days after opening, not before', () => {
    expect(caseView(facts({}), now).EscalableAt).toEqual(new Date(opened.getTime() + 3 * DAY));
    expect(canEscalate(facts({}), new Date(opened.getTime() + 3 * DAY - 1))).toBe(false);
    expect(canEscalate(facts({}), new Date(opened.getTime() + 3 * DAY))).toBe(true);
    expect(canEscalate(facts({ state: 'escalated' }), new Date(opened.getTime() + 9 * DAY))).toBe(false);
  });
});

describe('active, revocable, opening', () => {
  it('knows the active states', () => {
    expect(caseStates.filter(isActive)).toEqual(['open', 'escalated', 'refund_pending', 'return_address', 'return_shipping']);
    expect(caseStates.filter(canRevoke)).toEqual(['open', 'escalated', 'return_address', 'return_shipping']);
  });

  it('opens on a paid or shipped order without a case, never on one sold by Holo', () => {
    expect(canOpenCase({ status: 2 }, null)).toBe('ok');
    expect(canOpenCase({ status: 3 }, null)).toBe('ok');
    for (const status of [1, 4, 5, 6]) expect(canOpenCase({ status }, null)).toBe('not_allowed');
    expect(canOpenCase({ status: 5 }, { state: 'closed' })).toBe('exists');
    expect(canOpenCase({ status: 2, sellerWyAccId: 3 }, null)).toBe('not_allowed');
    expect(isPlatformSeller({})).toBe(false);
  });
});
