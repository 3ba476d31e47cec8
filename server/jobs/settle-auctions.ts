/**
 * The auction sweeper (DESIGN.md sections 3 and 5). Each pass closes the auctions whose end has
 * passed, oldest end first, one transaction per auction: the due row is claimed with FOR UPDATE
 * SKIP LOCKED, so any number of nodes may sweep at once and each auction is settled by exactly one
 * of them (services/bidding/settle-auction.ts). Waiting requests go in before each transaction
 * (yield-to-requests.ts), so a backlog never holds PGlite's thread for a whole pass. A pass stops
 * after AUCTIONS_PER_RUN; the next one carries on. The claim reads commodities_auction_due_idx
 * (status 1 or 2, by ends_at): an auction listed as coming soon (2) may still be 2 after its start,
 * and must be settled too.
 */
import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app';
import { commodities } from '../db/schema';
import { settleLockedAuction, settlementColumns, type Settlement } from '../services/bidding/settle-auction';
import { silentLog, type JobLog } from './consume-outbox-event';
import { yieldToRequests } from './yield-to-requests';
import { observeJobLag } from '../metrics/metrics';

const AUCTIONS_PER_RUN = 500;

export interface SettleRunResult {
  /** Coming-soon listings whose start has come, now on sale. */
  opened: number;
  sold: number;
  unsold: number;
  failed: number;
}

export async function runOnce(ctx: AppContext, log: JobLog = silentLog, maxAuctions = AUCTIONS_PER_RUN): Promise<SettleRunResult> {
  const result: SettleRunResult = { opened: await openStartedListings(ctx), sold: 0, unsold: 0, failed: 0 };
  // An auction that failed is left for the next pass rather than retried in a loop within this one.
  const failed: number[] = [];
  for (let i = 0; i < maxAuctions; i++) {
    let claimed: number | undefined;
    await yieldToRequests();
    try {
      const settled = await settleNextDueAuction(ctx, failed, (id) => (claimed = id));
      if (settled === null) break;
      if (settled.status === -2) result.sold += 1;
      else result.unsold += 1;
    } catch (error) {
      if (claimed === undefined) throw error;
      log.error({ err: error, commodityId: claimed }, 'auction settlement failed');
      failed.push(claimed);
      result.failed += 1;
    }
  }
  return result;
}

/** Spec 2 "Store item page": a coming-soon listing goes on sale when its start countdown reaches 00:00. */
async function openStartedListings(ctx: AppContext): Promise<number> {
  const opened = await ctx.db
    .update(commodities)
    .set({ status: 1 })
    .where(and(eq(commodities.status, 2), lte(commodities.startsAt, ctx.clock.now())))
    .returning({ id: commodities.id });
  return opened.length;
}

/** Settles the auction that ended first among those not taken by another run; null when none is due. */
async function settleNextDueAuction(ctx: AppContext, skip: number[], onClaim: (id: number) => void): Promise<Settlement | null> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [due] = await tx
      .select(settlementColumns)
      .from(commodities)
      .where(
        and(
          // Literal, not parameters, so the planner can use the partial index commodities_auction_due_idx.
          sql`${commodities.status} in (1, 2)`,
          eq(commodities.byWay, 2),
          lte(commodities.endsAt, now),
          skip.length ? notInArray(commodities.id, skip) : undefined,
        ),
      )
      .orderBy(asc(commodities.endsAt), asc(commodities.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    onClaim(due.id);
    if (due.endsAt) observeJobLag('settle-auctions', due.endsAt, now);
    const settled = await settleLockedAuction(tx, due, now);
    if (!settled) throw new Error(`auction ${due.id} was claimed as due but is not`);
    return settled;
  });
}
