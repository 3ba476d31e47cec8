/** Whether a marketplace order ships to its agency's warehouse (src/domain/warehouse shipsToWarehouse). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { shipsToWarehouse } from '../../../src/domain/warehouse/condition-check';

export async function boundForWarehouseOrder(db: Db | Tx, orderId: number): Promise<boolean> {
  const [order] = await db
    .select({ businessType: orders.businessType, agencyId: orders.agencyId, transferAddressId: orders.transferAddressId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order !== undefined && shipsToWarehouse(order);
}
