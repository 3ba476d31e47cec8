/**
 * A case's refund, decided by the seller, staff or the deadlines sweeper: handed to refund-case.ts,
 * which records the refund in USD cents by part, moves the ledger out of escrow, sets the order's
 * status and the case to refund_pending (the provider's callback then sets it refunded). After the
 * caller's commit, `askProvider` sends it back through the provider that took the payment.
 */
import type { Tx } from '../../db/client';
import type { ServiceContext } from '../context';
import { askProviderForRefund, refundCase, type CaseRefund as DecidedRefund, type RefundActor } from '../refunds/refund-case';
import type { RefundDecision } from '../../../src/domain/cases/refund-amounts';
import { caseById, type CaseRow } from './case-store';

export type CaseRefund = RefundDecision;
export type CaseActor = RefundActor;

export interface RefundStep {
  row: CaseRow;
  refund: DecidedRefund;
}

export async function decideRefund(tx: Tx, row: CaseRow, refund: CaseRefund, actor: CaseActor, now: Date): Promise<RefundStep> {
  const decided = await refundCase(tx, row, refund, actor, now);
  return { row: (await caseById(tx, row.id))!, refund: decided };
}

/**
 * After the commit: the provider is asked (its refund callback settles the case). The refund is
 * decided and booked whatever the provider answers now: a failure here is left to the refunds job
 * (server/jobs/ask-refunds.ts), which asks again, so the decider still gets the case as it stands.
 */
export async function askProvider(ctx: Pick<ServiceContext, 'db' | 'providers' | 'clock'>, step: RefundStep | null, onError: (error: unknown) => void = () => {}): Promise<void> {
  if (!step) return;
  try {
    await askProviderForRefund(ctx, step.refund);
  } catch (error) {
    onError(error);
  }
}
