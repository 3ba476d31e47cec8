/**
 * Gives the auction winner their bid deposit back once the auction's order is paid (DESIGN.md
 * section 5). The payment flow (issue 5) calls it inside the transaction that marks the order paid.
 * Idempotent: a second call (a replayed payment callback) writes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { commodities, orders } from '../../db/schema';
import { releaseDepositHolds } from '../chp/release-deposit-holds';

/** The cents released now; 0 when there is nothing (more) to release or the order is not an auction's. */
export async function releaseWinnerDeposit(tx: Tx, orderId: number, now: Date): Promise<number> {
  const [order] = await tx
    .select({ buyerId: orders.buyerMemberId, commodityId: orders.commodityId, code: commodities.code })
    .from(orders)
    .innerJoin(commodities, eq(commodities.id, orders.commodityId))
    .where(and(eq(orders.id, orderId), eq(orders.source, 'auction')));
  if (!order) return 0;
  const released = await releaseDepositHolds(tx, { id: order.commodityId, code: order.code }, { memberId: order.buyerId }, now);
  return released.reduce((sum, r) => sum + r.amountCents, 0);
}
