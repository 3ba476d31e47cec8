import { describe, expect, it } from 'vitest';
import { closeConditionKeys } from './close-account.schema';
import { closeAccountVerdict, closedNickname, type CloseAccountFacts } from './close-account-rules';

const clean: CloseAccountFacts = { ongoingBids: 0, listings: 0, balanceCents: 0, openOrders: 0, openCases: 0 };

describe('closeAccountVerdict', () => {
  it('lets a member with nothing ongoing and a zero balance close, listing every condition in order', () => {
    expect(closeAccountVerdict(clean)).toEqual({ Conditions: closeConditionKeys.map((Key) => ({ Key, Met: true })), CanClose: true });
  });

  it('allows a positive balance but not a negative one', () => {
    expect(closeAccountVerdict({ ...clean, balanceCents: 1 }).CanClose).toBe(true);
    const negative = closeAccountVerdict({ ...clean, balanceCents: -1 });
    expect(negative.CanClose).toBe(false);
    expect(negative.Conditions.find((c) => c.Key === 'balanceNotNegative')?.Met).toBe(false);
  });

  it.each([
    ['ongoingBids', 'noOngoingBids'],
    ['listings', 'noListings'],
    ['openOrders', 'noOpenOrders'],
    ['openCases', 'noOpenCases'],
  ] as const)('refuses with %s and marks only %s unmet', (fact, key) => {
    const verdict = closeAccountVerdict({ ...clean, [fact]: 1 });
    expect(verdict.CanClose).toBe(false);
    expect(verdict.Conditions.filter((c) => !c.Met).map((c) => c.Key)).toEqual([key]);
  });

  it('names a closed account by its id', () => {
    expect(closedNickname(42)).toBe('closed-42');
  });
});
