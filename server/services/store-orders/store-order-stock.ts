/**
 * Stock movements of a store order after checkout (used by the payment and unpaid-order code):
 * checkout already took the units off stock (a reservation); paying turns them into sales, and
 * an unpaid order that closes gives them back. Call each once per order, inside the transaction
 * that changes the order's status, so a retry cannot move stock twice.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { commodityConditions, storeOrderLines } from '../../db/schema';

async function unitsByCondition(tx: Tx, storeOrderId: number) {
  return tx
    .select({ conditionId: storeOrderLines.conditionId, units: sql<number>`sum(${storeOrderLines.quantity})::int` })
    .from(storeOrderLines)
    .where(eq(storeOrderLines.storeOrderId, storeOrderId))
    .groupBy(storeOrderLines.conditionId)
    .orderBy(storeOrderLines.conditionId);
}

/** An unpaid store order closes: its units go back on stock (stock += n per line). */
export async function releaseStoreOrderStock(tx: Tx, storeOrderId: number): Promise<void> {
  for (const { conditionId, units } of await unitsByCondition(tx, storeOrderId)) {
    await tx.update(commodityConditions).set({ stock: sql`${commodityConditions.stock} + ${units}` }).where(eq(commodityConditions.id, conditionId));
  }
}

/** A store order is paid: its units count as sold (quantity_sold += n per line). */
export async function commitStoreOrderStock(tx: Tx, storeOrderId: number): Promise<void> {
  for (const { conditionId, units } of await unitsByCondition(tx, storeOrderId)) {
    await tx
      .update(commodityConditions)
      .set({ quantitySold: sql`${commodityConditions.quantitySold} + ${units}` })
      .where(eq(commodityConditions.id, conditionId));
  }
}
