import { describe, expect, it } from 'vitest';
import { caseAcceptsReplies, caseMainButton, mayOpenCase } from './case-buttons';

describe('caseMainButton (spec 3 section 4, one row each)', () => {
  it('1 (open): revoke', () => expect(caseMainButton({ SRBtnType: 1, SRStatus: 1 })).toEqual({ kind: 'revoke' }));
  it('4 (escalated): revoke', () => expect(caseMainButton({ SRBtnType: 4, SRStatus: 1 })).toEqual({ kind: 'revoke' }));
  it('2 (revoked): re-open', () => expect(caseMainButton({ SRBtnType: 2, SRStatus: 3 })).toEqual({ kind: 'reopen' }));
  it('3 (closed): appeal', () => expect(caseMainButton({ SRBtnType: 3, SRStatus: 3 })).toEqual({ kind: 'appeal' }));
  it.each([6, 7, 8, 9])('%i: the outcome link', (type) => expect(caseMainButton({ SRBtnType: type, SRStatus: type === 9 ? 2 : 1 })).toEqual({ kind: 'outcome', plan: type }));
  it('0 with SRStatus 2: the disabled Completed label', () => expect(caseMainButton({ SRBtnType: 0, SRStatus: 2 })).toEqual({ kind: 'done', label: 'completed' }));
  it('0 with SRStatus 3: the disabled Closed label', () => expect(caseMainButton({ SRBtnType: 0, SRStatus: 3 })).toEqual({ kind: 'done', label: 'closed' }));
  it('0 with an active case: nothing', () => expect(caseMainButton({ SRBtnType: 0, SRStatus: 1 })).toEqual({ kind: 'none' }));
  it('5 (unused): nothing', () => expect(caseMainButton({ SRBtnType: 5, SRStatus: 1 })).toEqual({ kind: 'none' }));
});

describe('caseAcceptsReplies', () => {
  it('shows the reply box at SRStatus 1 or lower only', () => {
    expect(caseAcceptsReplies(0)).toBe(true);
    expect(caseAcceptsReplies(1)).toBe(true);
    expect(caseAcceptsReplies(2)).toBe(false);
    expect(caseAcceptsReplies(3)).toBe(false);
  });
});

describe('mayOpenCase', () => {
  it('on a paid or shipped order without a case (or when the row does not say)', () => {
    expect(mayOpenCase({ stage: 'paid', hasCase: false, platformSold: false })).toBe(true);
    expect(mayOpenCase({ stage: 'shipped', hasCase: false, platformSold: false })).toBe(true);
  });
  it('not unpaid, finished or closed, not twice, never on a platform-sold order', () => {
    expect(mayOpenCase({ stage: 'unpaid', hasCase: false, platformSold: false })).toBe(false);
    expect(mayOpenCase({ stage: 'finished', hasCase: false, platformSold: false })).toBe(false);
    expect(mayOpenCase({ stage: 'closed', hasCase: false, platformSold: false })).toBe(false);
    expect(mayOpenCase({ stage: 'shipped', hasCase: true, platformSold: false })).toBe(false);
    expect(mayOpenCase({ stage: 'shipped', hasCase: false, platformSold: true })).toBe(false);
  });
});
