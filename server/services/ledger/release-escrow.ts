/**
 * A finished order's money leaves escrow (DESIGN.md section 5b; the split is movesOnFinish in
 * src/domain/orders/order-finish.ts): event 'finished', in the finishing transaction. What leaves
 * must be what was held: an order whose escrow does not hold its total (paid outside the payment
 * callback) throws instead of crediting money that never came in. The book's unique index refuses
 * a second release of the same order.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { movesOnFinish, type OrderKind, type PaidOrderMoney } from '../../../src/domain/orders/order-finish';

export interface FinishedOrderMoney {
  kind: OrderKind;
  id: number;
  sellerMemberId: number;
  money: PaidOrderMoney;
}

export async function releaseEscrow(tx: Tx, order: FinishedOrderMoney, now: Date): Promise<void> {
  const moves = movesOnFinish(order.money);
  const held = await heldInEscrow(tx, order.kind, order.id);
  if (held !== order.money.totalCents) {
    throw new Error(`${order.kind} ${order.id}: escrow holds ${held} cents, not its total ${order.money.totalCents}`);
  }
  await tx.insert(ledgerEntries).values(
    moves.map((move) => ({
      account: move.account,
      memberId: move.account === 'proceeds' ? order.sellerMemberId : null,
      amountCents: move.amountCents,
      orderKind: order.kind,
      orderId: order.id,
      event: 'finished',
      createdAt: now,
    })),
  );
}

async function heldInEscrow(tx: Tx, kind: OrderKind, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderKind, kind), eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.account, 'escrow')));
  return Number(row?.cents ?? 0);
}
