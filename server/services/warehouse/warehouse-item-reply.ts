/** A warehouse_items row as the desk's replies show it. */
import type { warehouseItems } from '../../db/schema';
import type { WarehouseItemReply } from '../../../src/domain/warehouse/warehouse-check.schema';

export type WarehouseItemRow = typeof warehouseItems.$inferSelect;

export function toWarehouseItemReply(item: WarehouseItemRow): WarehouseItemReply {
  return {
    Id: item.id,
    OrderId: item.orderId,
    MemberId: item.memberId,
    AgencyId: item.agencyId,
    Title: item.title,
    TitImg: item.image ?? '',
    Quantity: item.quantity,
    Price: item.priceCents,
    AcceptTime: item.receivedAt.toISOString(),
    CheckedAt: item.checkedAt?.toISOString() ?? null,
    ConfirmedAt: item.confirmedAt?.toISOString() ?? null,
    ConfirmedBy: item.confirmedBy,
  };
}
