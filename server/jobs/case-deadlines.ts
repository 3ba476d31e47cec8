/**
 * The cases sweeper (docs/decisions.md "Buyer protection"): each case whose `due_at` passed, one
 * transaction each, oldest due first, claimed FOR UPDATE SKIP LOCKED so any number of nodes may
 * sweep and each deadline acts once:
 * - open or return_address with no move for 30 days → closed (in the seller's favour; the order's
 *   automatic finish goes on);
 * - return_shipping without the buyer's return parcel 7 days after the return was decided → closed;
 * - return_shipping with the parcel entered and no confirmation from the seller in 14 days → Holo
 *   refunds the buyer in full (refund-case.ts), and the provider is asked after the commit.
 * The claim takes the case's lock only to pick it; the step then takes the order's lock and the
 * case's again in the usual order (case-store.ts), and checks the deadline again under them.
 */
import { and, asc, inArray, isNotNull, lte, notInArray } from 'drizzle-orm';
import type { AppContext } from '../app';
import { cases } from '../db/schema';
import type { CaseState } from '../../src/domain/cases/case.schema';
import { withLockedCase, moveCase, addMessage, type CaseRow } from '../services/cases/case-store';
import { askProvider, decideRefund, type RefundStep } from '../services/cases/case-refund';
import { resumeFinish } from '../services/cases/case-steps';
import { tellAboutCase } from '../services/cases/case-notices';
import { OutboxKind } from '../services/outbox/enqueue-event';
import { silentLog, type JobLog } from './consume-outbox-event';
import { yieldToRequests } from './yield-to-requests';

const CASES_PER_RUN = 200;
const SWEPT_STATES: CaseState[] = ['open', 'return_address', 'return_shipping'];

export interface CaseDeadlineResult {
  closed: number;
  refunded: number;
  failed: number;
}

export async function runOnce(ctx: AppContext, log: JobLog = silentLog, maxCases = CASES_PER_RUN): Promise<CaseDeadlineResult> {
  const result: CaseDeadlineResult = { closed: 0, refunded: 0, failed: 0 };
  const failed: number[] = [];
  for (let i = 0; i < maxCases; i++) {
    await yieldToRequests();
    const now = ctx.clock.now();
    const id = await claimDue(ctx, now, failed);
    if (id === null) break;
    try {
      const outcome = await actOnDue(ctx, id, now, log);
      if (outcome === 'closed') result.closed += 1;
      if (outcome === 'refunded') result.refunded += 1;
    } catch (error) {
      log.error({ err: error, caseId: id }, 'case deadline failed');
      failed.push(id);
      result.failed += 1;
    }
  }
  return result;
}

/** The due case first among those no other sweeper is acting on (its row lock is held for the whole step). */
async function claimDue(ctx: AppContext, now: Date, skip: number[]): Promise<number | null> {
  const [due] = await ctx.db
    .select({ id: cases.id })
    .from(cases)
    .where(and(isNotNull(cases.dueAt), lte(cases.dueAt, now), inArray(cases.state, SWEPT_STATES), skip.length ? notInArray(cases.id, skip) : undefined))
    .orderBy(asc(cases.dueAt), asc(cases.id))
    .limit(1);
  return due?.id ?? null;
}

async function actOnDue(ctx: AppContext, caseId: number, now: Date, log: JobLog): Promise<'closed' | 'refunded' | 'none'> {
  const step = await withLockedCase(ctx, caseId, () => true, async (tx, row, order): Promise<'closed' | 'none' | RefundStep> => {
    if (!row.dueAt || row.dueAt > now || !SWEPT_STATES.includes(row.state as CaseState)) return 'none';
    if (row.state === 'return_shipping' && row.returnShippedAt !== null) {
      const decided = await decideRefund(tx, row, { full: true }, { role: 'system', memberId: null }, now);
      await addMessage(tx, row.id, row.sellerMemberId, 'system', 'The seller did not confirm the return in 14 days: Holo refunded the buyer in full', [], now);
      await tellAboutCase(tx, OutboxKind.CaseRefunded, row, [row.buyerMemberId], now);
      await tellAboutCase(tx, OutboxKind.CaseDecided, row, [row.sellerMemberId], now);
      return decided;
    }
    await closeByItself(tx, row, now);
    await resumeFinish(tx, order, now);
    await tellAboutCase(tx, OutboxKind.CaseDecided, row, [row.buyerMemberId, row.sellerMemberId], now);
    return 'closed';
  });
  if (typeof step === 'string') return step;
  await askProvider(ctx, step, (error) => log.error({ err: error, caseId }, 'case refund: the provider was not reached; the refunds job asks again'));
  return 'refunded';
}

async function closeByItself(tx: Parameters<Parameters<typeof withLockedCase>[3]>[0], row: CaseRow, now: Date): Promise<void> {
  const why =
    row.state === 'return_shipping' ? 'The return was not sent within 7 days: the case closed' : 'Nobody moved the case for 30 days: it closed';
  await addMessage(tx, row.id, row.buyerMemberId, 'system', why, [], now);
  await moveCase(tx, row, 'closed', now);
}
