/**
 * POST /api/warehouse/orders: the member sends items of one agency's warehouse for weighing with
 * the customs declaration (spec 3 "Warehouse order" flow). One transaction that first locks the
 * member's row, so a member's submits run one at a time (a double click makes one order: the
 * second finds the items taken, 409), then locks the items: each must be the member's, at this
 * agency, confirmed after the condition check and in no order yet. The destination is copied from
 * an address in the member's address book in their own region (addressFitsMember). The member is
 * told (type 11).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addresses, agencies, members, warehouseItems, warehouseOrders } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { badRequest, conflict } from '../../http/errors';
import { addressFitsMember, CUSTOM_DETAIL, declarationError, needsDeclarantId } from '../../../src/domain/warehouse/warehouse-rules';
import type { SubmitWarehouseOrderBody, WarehouseOrderFull } from '../../../src/domain/warehouse/warehouse.schema';
import type { ServiceContext } from '../context';
import { getWarehouseOrder } from './member-orders';
import { noticeSubmitted } from './weighing-request-notice';

export async function submitWarehouseOrder(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, body: SubmitWarehouseOrderBody): Promise<WarehouseOrderFull> {
  const now = ctx.clock.now();
  const itemIds = [...new Set(body.ItemIds)].sort((a, b) => a - b);
  const id = await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ source: members.memberSource }).from(members).where(eq(members.id, memberId)).for('update');
    const memberRegion = member?.source ?? 'US';
    const [agency] = await tx.select().from(agencies).where(eq(agencies.id, body.AgencyId));
    if (!agency) throw badRequest('WAREHOUSE_AGENCY_NOT_FOUND', 'AgencyId');
    const refused = declarationError(
      { count: body.CustomCommodityCount, unitPriceCents: body.CustomCommodityPrice, carrier: body.SpecifyExpressName, name: body.Name, idNumber: body.IDNumber },
      agency.areaId,
      memberRegion,
    );
    if (refused) throw badRequest(refused, refused === 'WAREHOUSE_CARRIER_INVALID' ? 'SpecifyExpressName' : refused === 'WAREHOUSE_DECLARANT_REQUIRED' ? 'IDNumber' : 'CustomCommodityPrice');
    await takeItems(tx, memberId, agency.id, itemIds);
    const destination = await destinationOf(tx, memberId, memberRegion, body.AddressId);
    const [{ id: orderId } = { id: 0 }] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('warehouse_orders', 'id'))::int as id`);
    const declarant = needsDeclarantId(agency.areaId, memberRegion);
    await tx.insert(warehouseOrders).values({
      id: orderId,
      code: `WO${String(orderId).padStart(8, '0')}`,
      memberId,
      agencyId: agency.id,
      status: 4,
      customDetail: CUSTOM_DETAIL,
      customCount: body.CustomCommodityCount,
      customUnitPriceCents: body.CustomCommodityPrice,
      carrierCode: body.SpecifyExpressName,
      declarantName: declarant ? body.Name : null,
      declarantIdNumber: declarant ? body.IDNumber : null,
      addressId: body.AddressId,
      ...destination,
      createdAt: now,
    });
    await tx.update(warehouseItems).set({ warehouseOrderId: orderId }).where(inArray(warehouseItems.id, itemIds));
    await noticeSubmitted(tx, { memberId, warehouseOrderId: orderId, code: `WO${String(orderId).padStart(8, '0')}`, count: itemIds.length, place: agency.city }, now);
    return orderId;
  });
  return getWarehouseOrder(ctx.db, memberId, id);
}

/** Locks the chosen items and refuses the submit on the first that may not go. */
async function takeItems(tx: Tx, memberId: number, agencyId: number, itemIds: readonly number[]): Promise<void> {
  const rows = await tx.select().from(warehouseItems).where(inArray(warehouseItems.id, itemIds)).orderBy(asc(warehouseItems.id)).for('update');
  for (const id of itemIds) {
    const item = rows.find((r) => r.id === id);
    if (!item || item.memberId !== memberId) throw badRequest('WAREHOUSE_ITEM_NOT_YOURS', 'ItemIds');
    if (item.agencyId !== agencyId) throw badRequest('WAREHOUSE_ITEM_OTHER_AGENCY', 'ItemIds');
    if (!item.confirmedAt) throw conflict('WAREHOUSE_ITEM_NOT_CONFIRMED', 'ItemIds');
    if (item.warehouseOrderId !== null) throw conflict('WAREHOUSE_ITEM_IN_ORDER', 'ItemIds');
  }
}

type Destination = Pick<typeof warehouseOrders.$inferInsert, 'consignee' | 'nation' | 'province' | 'city' | 'zipCode' | 'mobile' | 'addressDetail'>;

async function destinationOf(tx: Tx, memberId: number, memberRegion: string, addressId: number): Promise<Destination> {
  const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.memberId, memberId)));
  if (!row || !addressFitsMember(row.country, memberRegion)) throw badRequest('WAREHOUSE_ADDRESS_NOT_FOUND', 'AddressId');
  return {
    consignee: row.userName,
    nation: row.country,
    province: row.state,
    city: row.city,
    zipCode: row.zipCode,
    mobile: row.phone,
    addressDetail: [row.streetAddress, row.streetAddress2].filter(Boolean).join(', '),
  };
}
