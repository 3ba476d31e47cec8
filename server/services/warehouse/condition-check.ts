/**
 * The buyer's condition check (spec 3 "Confirm receipt": overseas-warehouse orders that are not
 * custom-address). GET: the order's checked items with their photos and description, the shipping
 * fee paid and the seconds left of the 48 hours; none yet means the card is still being processed.
 * Confirm: the item counts as confirmed by the buyer and the order finishes through the ordinary
 * finish path (escrow to the seller's proceeds), exactly once: the order's row lock queues a double
 * click, the sweeper and a replay, and the second finds the order finished (409). Only the buyer;
 * anyone else learns nothing of the order (404). An active case blocks it (409 CASE_OPEN).
 */
import { eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Db, Tx } from '../../db/client';
import { agencies, images, orders, warehouseItems } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { canFinish } from '../../../src/domain/orders/order-finish';
import { checkSecondsLeft, shipsToWarehouse } from '../../../src/domain/warehouse/condition-check';
import type { ConditionCheckReply } from '../../../src/domain/warehouse/warehouse-check.schema';
import { isActive } from '../../../src/domain/cases/case-state';
import type { CaseState } from '../../../src/domain/cases/case.schema';
import { caseOfOrder } from '../cases/case-store';
import { uploadedImageUrl } from '../uploads/image-url';
import { finishLockedOrder } from '../orders/finish-order';
import { lockOrder } from '../orders/lock-order';

type OrderRow = typeof orders.$inferSelect;

/** The buyer's warehouse order, or 404 for anyone else and for an order that does not go to the warehouse. */
async function buyersWarehouseOrder(db: Db | Tx, buyerId: number, orderId: number): Promise<{ order: OrderRow; areaId: string; city: string }> {
  const [row] = await db.select({ order: orders, areaId: agencies.areaId, city: agencies.city }).from(orders).innerJoin(agencies, eq(agencies.id, orders.agencyId)).where(eq(orders.id, orderId));
  if (!row || row.order.buyerMemberId !== buyerId || !shipsToWarehouse(row.order)) throw notFound('ORDER_NOT_FOUND');
  return row;
}

export async function getConditionCheck(ctx: ServiceContext, buyerId: number, orderId: number): Promise<ConditionCheckReply> {
  const { order, areaId, city } = await buyersWarehouseOrder(ctx.db, buyerId, orderId);
  const [item] = await ctx.db.select().from(warehouseItems).where(eq(warehouseItems.orderId, order.id));
  const reply = { OrderId: order.id, AreaId: areaId, City: city, PostageMoney: order.postageCents };
  if (!item?.checkedAt) return { ...reply, CheckTimeLong: null, data: [] };
  const photoRows = item.checkImageIds.length
    ? await ctx.db.select({ id: images.id, storageKey: images.storageKey, contentType: images.contentType }).from(images).where(inArray(images.id, item.checkImageIds))
    : [];
  const urlOf = new Map(photoRows.map((p) => [p.id, uploadedImageUrl(p.storageKey, p.contentType)]));
  return {
    ...reply,
    CheckTimeLong: checkSecondsLeft(item, ctx.clock.now()),
    data: [
      {
        Id: item.id,
        Title: item.title,
        Quantity: item.quantity,
        Photos: item.checkImageIds.map((id) => urlOf.get(id)).filter((url): url is string => url !== undefined),
        Description: item.checkNote ?? '',
        CheckedAt: item.checkedAt.toISOString(),
        ConfirmedAt: item.confirmedAt?.toISOString() ?? null,
      },
    ],
  };
}

export async function confirmConditionCheck(ctx: ServiceContext, buyerId: number, orderId: number) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, 'order', orderId);
    if (!locked || locked.buyerMemberId !== buyerId) throw notFound('ORDER_NOT_FOUND');
    const { areaId, city } = await buyersWarehouseOrder(tx, buyerId, orderId);
    if (!canFinish(locked.status)) throw conflict('ORDER_NOT_RECEIVABLE');
    const openCase = await caseOfOrder(tx, 'order', orderId);
    if (openCase && isActive(openCase.state as CaseState)) throw conflict('CASE_OPEN');
    const finished = await confirmLockedWarehouseOrder(tx, locked, 'buyer', now);
    if (!finished) throw conflict('CONDITION_NOT_CHECKED');
    return { OrderStatus: finished.status, FinishTime: finished.finishedAt.toISOString(), AreaId: areaId, City: city };
  });
}

/**
 * With the order's row lock held and the order found shipped: its photographed item counts as
 * confirmed (by the buyer, or 'auto' by the sweeper) and the order finishes. Null when the
 * warehouse has not photographed the item yet.
 */
export async function confirmLockedWarehouseOrder(tx: Tx, order: Awaited<ReturnType<typeof lockOrder>> & object, by: 'buyer' | 'auto', now: Date) {
  const [item] = await tx.select().from(warehouseItems).where(eq(warehouseItems.orderId, order.id)).for('update');
  if (!item?.checkedAt) return null;
  if (!item.confirmedAt) await tx.update(warehouseItems).set({ confirmedAt: now, confirmedBy: by }).where(eq(warehouseItems.id, item.id));
  return finishLockedOrder(tx, order, by === 'buyer' ? 'buyer' : 'sweeper', now);
}
