/**
 * The warehouse desk weighs a warehouse order's parcel (POST
 * /api/staff/warehouse/forwarding/:id/weigh): 4 → 1 with the weight, the postage from the agency's
 * weight bands to the destination's region, the state tax (US members shipping to a US state:
 * each item's price × that state's percent; none otherwise) and their total. Once: the order's row
 * lock queues a second staff member, who then finds it weighed (409). Recorded in staff_actions;
 * the member is told what to pay (type 11).
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { members, staffActions, usStates, warehouseItems, warehouseOrders, weightBands } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { feeForWeight } from '../../../src/domain/warehouse/weight-fee';
import { destinationRegionOf, forwardingTaxCents, WarehouseOrderStatus } from '../../../src/domain/warehouse/forwarding';
import type { ForwardingOrderReply, WeighBody } from '../../../src/domain/warehouse/forwarding.schema';
import { forwardingReply } from './forwarding-reply';
import { noticeWeighed } from './forwarding-notices';

export async function weighOrder(ctx: ServiceContext, staffId: number, id: number, body: WeighBody): Promise<ForwardingOrderReply> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(warehouseOrders).where(eq(warehouseOrders.id, id)).for('update');
    if (!order) throw notFound('WAREHOUSE_FORWARD_ORDER_NOT_FOUND');
    if (order.status !== WarehouseOrderStatus.ToWeigh) throw conflict('WAREHOUSE_ORDER_NOT_WEIGHABLE');
    const region = destinationRegionOf(order.nation);
    const bands = await tx
      .select({ minGrams: weightBands.minGrams, maxGrams: weightBands.maxGrams, feeCents: weightBands.feeCents })
      .from(weightBands)
      .where(and(eq(weightBands.agencyId, order.agencyId), eq(weightBands.region, region)));
    const postageCents = feeForWeight(bands, body.WeightGrams);
    if (postageCents === null) throw conflict('WEIGHT_BAND_MISSING', 'WeightGrams');
    const items = await tx.select({ priceCents: warehouseItems.priceCents }).from(warehouseItems).where(eq(warehouseItems.warehouseOrderId, order.id));
    const taxCents = forwardingTaxCents(items, await taxPercentOf(tx, order));
    const [weighed] = await tx
      .update(warehouseOrders)
      .set({
        status: WarehouseOrderStatus.Unpaid,
        weightGrams: body.WeightGrams,
        postageCents,
        taxCents,
        totalCents: postageCents + taxCents,
        weighedAt: now,
        weighedBy: staffId,
      })
      .where(eq(warehouseOrders.id, order.id))
      .returning();
    await tx.insert(staffActions).values({
      staffMemberId: staffId,
      desk: 'warehouse',
      action: 'warehouse.weigh',
      subject: `warehouse_order:${order.id}`,
      detail: { weightGrams: body.WeightGrams, postageCents, taxCents },
      createdAt: now,
    });
    await noticeWeighed(tx, weighed!, now);
    return forwardingReply(tx, weighed!);
  });
}

/**
 * The destination state's tax percent for a US member forwarding to a US address (the address's
 * province, as a USPS code or a state name; the member's own state when it names none), else null.
 */
async function taxPercentOf(tx: Tx, order: { memberId: number; nation: string; province: string }): Promise<number | null> {
  const [member] = await tx.select({ memberSource: members.memberSource, stateCode: members.stateCode }).from(members).where(eq(members.id, order.memberId));
  if (member?.memberSource !== 'US' || destinationRegionOf(order.nation) !== 'US') return null;
  const province = order.province.trim();
  const match = province
    ? or(eq(usStates.code, province.toUpperCase()), sql`lower(${usStates.name}) = ${province.toLowerCase()}`)
    : eq(usStates.code, (member.stateCode ?? '').toUpperCase());
  const [state] = await tx.select({ taxPercent: usStates.taxPercent }).from(usStates).where(match);
  return state ? Number(state.taxPercent) : null;
}
