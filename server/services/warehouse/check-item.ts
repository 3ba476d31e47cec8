/**
 * The condition check (POST /api/staff/warehouse/items/:id/check): 1 to 6 photos the staff member
 * uploaded through the upload service with purpose 'condition', and what they saw (≤ 500
 * characters). Sets checked_at, which starts the buyer's 48 hours (src/domain/warehouse). Once:
 * under the item's row lock a second check finds it checked (409). Recorded in staff_actions; the
 * buyer is told (type 11).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { agencies, images, staffActions, warehouseItems } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ConditionCheckBody, WarehouseItemReply } from '../../../src/domain/warehouse/warehouse-check.schema';
import { noticeChecked } from './warehouse-notices';
import { toWarehouseItemReply } from './warehouse-item-reply';

export async function checkItem(ctx: ServiceContext, staffId: number, itemId: number, body: ConditionCheckBody): Promise<WarehouseItemReply> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx.select().from(warehouseItems).where(eq(warehouseItems.id, itemId)).for('update');
    if (!item) throw notFound('WAREHOUSE_ITEM_NOT_FOUND');
    if (item.checkedAt) throw conflict('ITEM_ALREADY_CHECKED');
    await expectOwnConditionPhotos(tx, staffId, body.ImageIds);
    const [checked] = await tx
      .update(warehouseItems)
      .set({ checkImageIds: body.ImageIds, checkNote: body.Description, checkedAt: now, checkedBy: staffId })
      .where(eq(warehouseItems.id, item.id))
      .returning();
    await tx.insert(staffActions).values({
      staffMemberId: staffId,
      desk: 'warehouse',
      action: 'warehouse.check',
      subject: `warehouse_item:${item.id}`,
      detail: { orderId: item.orderId, imageIds: body.ImageIds },
      createdAt: now,
    });
    const [agency] = await tx.select({ city: agencies.city }).from(agencies).where(eq(agencies.id, item.agencyId));
    await noticeChecked(tx, { memberId: item.memberId, orderId: item.orderId, title: item.title, place: agency?.city ?? '' }, now);
    return toWarehouseItemReply(checked!);
  });
}

/** Every id once, each a picture this staff member uploaded for a condition check: else 400 IMAGE_NOT_FOUND. */
async function expectOwnConditionPhotos(tx: Tx, staffId: number, imageIds: readonly number[]): Promise<void> {
  if (new Set(imageIds).size !== imageIds.length) throw badRequest('IMAGE_NOT_FOUND', 'ImageIds');
  const rows = await tx
    .select({ id: images.id })
    .from(images)
    .where(and(inArray(images.id, [...imageIds]), eq(images.ownerMemberId, staffId), eq(images.purpose, 'condition')));
  if (rows.length !== imageIds.length) throw badRequest('IMAGE_NOT_FOUND', 'ImageIds');
}
