/** The order page's warehouse fields (src/domain/orders/order-page.schema.ts warehouseInfo) of a card order. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, type orders, warehouseItems } from '../../db/schema';
import { checkSecondsLeft, checkStateOf, shipsToWarehouse } from '../../../src/domain/warehouse/condition-check';

export async function warehouseInfoOf(db: Db, order: typeof orders.$inferSelect, now: Date) {
  if (!shipsToWarehouse(order)) return { ToWarehouse: false, WarehouseCity: null, CheckState: 0, CheckTimeLong: null };
  const [agency] = await db.select({ city: agencies.city }).from(agencies).where(eq(agencies.id, order.agencyId!));
  const [item] = await db.select({ checkedAt: warehouseItems.checkedAt, confirmedAt: warehouseItems.confirmedAt }).from(warehouseItems).where(eq(warehouseItems.orderId, order.id));
  return { ToWarehouse: true, WarehouseCity: agency?.city ?? null, CheckState: checkStateOf(item ?? null), CheckTimeLong: checkSecondsLeft(item ?? null, now) };
}
