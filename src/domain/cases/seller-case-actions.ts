/**
 * What the seller may do on a case, mirroring server/services/cases/case-decisions.ts: refund while
 * a refund or a return may still be decided, ask for the card back (a return address) while open,
 * escalated or waiting for that address, confirm the return once the buyer sent it, and write
 * while the case is active.
 */
import type { CaseState } from './case.schema';

export interface SellerCaseActions {
  reply: boolean;
  refund: boolean;
  askReturn: boolean;
  confirmReturn: boolean;
}

const REFUNDABLE: ReadonlySet<CaseState> = new Set(['open', 'escalated', 'return_address', 'return_shipping']);
const RETURNABLE: ReadonlySet<CaseState> = new Set(['open', 'escalated', 'return_address']);

export function sellerCaseActions(state: CaseState, { SRStatus, returnSent }: { SRStatus: number; returnSent: boolean }): SellerCaseActions {
  return {
    reply: SRStatus <= 1,
    refund: REFUNDABLE.has(state),
    askReturn: RETURNABLE.has(state),
    confirmReturn: state === 'return_shipping' && returnSent,
  };
}
