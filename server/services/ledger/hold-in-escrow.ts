/**
 * A paid order's money goes into escrow (DESIGN.md section 5b): one 'escrow' row of its total,
 * event 'paid', written in the payment callback's transaction. The book's unique index
 * (order, event, account) refuses a second one, so a replayed callback cannot hold it twice.
 */
import type { Tx } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import type { OrderKind } from '../../../src/domain/orders/order-finish';

export async function holdInEscrow(tx: Tx, order: { kind: OrderKind; id: number; totalCents: number }, now: Date): Promise<void> {
  await tx.insert(ledgerEntries).values({
    account: 'escrow',
    amountCents: order.totalCents,
    orderKind: order.kind,
    orderId: order.id,
    event: 'paid',
    createdAt: now,
  });
}
