/**
 * A warehouse order's postage and tax are paid (from the payment callback's transaction, which
 * holds its row lock and checked it was unpaid at this total): 1 → 2 with paid_at and the pay
 * type. Its money goes straight into the book, with no escrow (no seller waits for it): the
 * postage into Holo's 'fees' (revenue for the forwarding service), the tax into 'tax' (a
 * liability Holo remits, as the orders' state tax), order_kind 'warehouse_order', event 'paid';
 * the book's unique index refuses a second pass.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerEntries, warehouseOrders } from '../../db/schema';
import { WarehouseOrderStatus } from '../../../src/domain/warehouse/forwarding';
import { WAREHOUSE_ORDER_KIND, type WarehouseOrderRow } from './forwarding-reply';

export async function payWarehouseOrder(tx: Tx, order: WarehouseOrderRow, payType: number, now: Date): Promise<void> {
  await tx.update(warehouseOrders).set({ status: WarehouseOrderStatus.Paid, paidAt: now, payType }).where(eq(warehouseOrders.id, order.id));
  const moves = [
    { account: 'fees', amountCents: order.postageCents ?? 0 },
    { account: 'tax', amountCents: order.taxCents ?? 0 },
  ].filter((m) => m.amountCents > 0);
  await tx.insert(ledgerEntries).values(moves.map((m) => ({ ...m, orderKind: WAREHOUSE_ORDER_KIND, orderId: order.id, event: 'paid', createdAt: now })));
}
