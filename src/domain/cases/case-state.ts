/**
 * What a buyer-protection case shows (spec 3 section 4 "Dispute", "Return case status"), worked out
 * from Holo's own case state (case.schema.ts caseStates) and the deadlines of docs/decisions.md
 * (eBay's money-back guarantee as the anchor):
 *
 * | state           | SRType | SRStatus | SRBtnType                                   | PlanSR |
 * |-----------------|--------|----------|---------------------------------------------|--------|
 * | open            | 1      | 1        | 1 revoke                                    | null   |
 * | escalated       | 1      | 1        | 4 revoke                                    | null   |
 * | refund_pending  | 1      | 1        | 6 outcome link                              | 6      |
 * | return_address  | 1      | 1        | 7                                           | 7      |
 * | return_shipping | 1      | 1        | 8                                           | 8      |
 * | refunded        | 2      | 2        | 9                                           | 9      |
 * | closed          | 2      | 3        | 3 appeal (appealCount 0, ≤ 30 days) else 0  | null   |
 * | revoked         | 3      | 3        | 2 re-open (reopenCount 0, not finished) else 0 | null |
 */
import type { CaseState } from './case.schema';

const DAY_MS = 86_400_000;
/** The seller has 3 days from opening to resolve before the buyer may ask Holo to step in. */
export const SELLER_ANSWER_DAYS = 3;
/** A case nobody moves closes by itself after 30 days. */
export const CASE_IDLE_DAYS = 30;
/** After a return is decided the buyer has 7 days to enter the return tracking, else the case closes. */
export const RETURN_SHIP_DAYS = 7;
/** Once the return tracking is in, the seller has 14 days to confirm it arrived, else Holo refunds in full. */
export const RETURN_CONFIRM_DAYS = 14;
/** A case closed in the seller's favour may be appealed within 30 days of closing. */
export const APPEAL_DAYS = 30;

export const daysMs = (days: number) => days * DAY_MS;

export interface CaseFacts {
  state: CaseState;
  reopenCount: number;
  appealCount: number;
  openedAt: Date;
  closedAt: Date | null;
  /** The order is finished (marketplace 5, store 4): a revoked case is not re-opened then. */
  orderFinished: boolean;
}

export interface CaseView {
  SRType: number;
  SRStatus: number;
  SRBtnType: number;
  PlanSRResultStatus: number | null;
  /** When the buyer may escalate (an open case only). */
  EscalableAt: Date | null;
}

const ACTIVE: ReadonlySet<CaseState> = new Set(['open', 'escalated', 'refund_pending', 'return_address', 'return_shipping']);

/** Active: the order does not finish, the thread takes messages. */
export function isActive(state: CaseState): boolean {
  return ACTIVE.has(state);
}

/** The buyer may revoke an active case, except while a refund is with the provider. */
export function canRevoke(state: CaseState): boolean {
  return isActive(state) && state !== 'refund_pending';
}

export function canReopen(facts: CaseFacts): boolean {
  return facts.state === 'revoked' && facts.reopenCount === 0 && !facts.orderFinished;
}

export function canAppeal(facts: CaseFacts, now: Date): boolean {
  return (
    facts.state === 'closed' &&
    facts.appealCount === 0 &&
    facts.closedAt !== null &&
    now.getTime() - facts.closedAt.getTime() <= daysMs(APPEAL_DAYS)
  );
}

export function escalableAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + daysMs(SELLER_ANSWER_DAYS));
}

export function canEscalate(facts: Pick<CaseFacts, 'state' | 'openedAt'>, now: Date): boolean {
  return facts.state === 'open' && now.getTime() >= escalableAt(facts.openedAt).getTime();
}

export function caseView(facts: CaseFacts, now: Date): CaseView {
  const none = { PlanSRResultStatus: null, EscalableAt: null };
  switch (facts.state) {
    case 'open':
      return { SRType: 1, SRStatus: 1, SRBtnType: 1, PlanSRResultStatus: null, EscalableAt: escalableAt(facts.openedAt) };
    case 'escalated':
      return { SRType: 1, SRStatus: 1, SRBtnType: 4, ...none };
    case 'refund_pending':
      return { SRType: 1, SRStatus: 1, SRBtnType: 6, PlanSRResultStatus: 6, EscalableAt: null };
    case 'return_address':
      return { SRType: 1, SRStatus: 1, SRBtnType: 7, PlanSRResultStatus: 7, EscalableAt: null };
    case 'return_shipping':
      return { SRType: 1, SRStatus: 1, SRBtnType: 8, PlanSRResultStatus: 8, EscalableAt: null };
    case 'refunded':
      return { SRType: 2, SRStatus: 2, SRBtnType: 9, PlanSRResultStatus: 9, EscalableAt: null };
    case 'closed':
      return { SRType: 2, SRStatus: 3, SRBtnType: canAppeal(facts, now) ? 3 : 0, ...none };
    case 'revoked':
      return { SRType: 3, SRStatus: 3, SRBtnType: canReopen(facts) ? 2 : 0, ...none };
  }
}

/** Holo itself as the seller (spec SellerWyAccId 3): no such seller exists yet, so never. */
export function isPlatformSeller(_seller: { sellerWyAccId?: number | null }): boolean {
  return _seller.sellerWyAccId === 3;
}

/**
 * A new case: only on a paid (2) or shipped (3) order with none yet, never on one sold by Holo.
 * A finished order with a case goes through re-open or appeal, not a new case (one per order).
 */
export type OpenCaseVerdict = 'ok' | 'not_allowed' | 'exists';
export function canOpenCase(order: { status: number; sellerWyAccId?: number | null }, existingCase: { state: CaseState } | null): OpenCaseVerdict {
  if (existingCase) return 'exists';
  if (isPlatformSeller(order)) return 'not_allowed';
  return order.status === 2 || order.status === 3 ? 'ok' : 'not_allowed';
}
