/**
 * The member's side of the warehouse (spec 3 "Overseas warehouse"): the tab counts, the agencies
 * with the member's items at each, the item warehouse (confirmed cards not yet in a forwarding
 * order) with the estimated tax and days stored, and an agency's fee table to a region.
 */
import { and, asc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, agencies, members, usStates, warehouseItems, warehouseOrders, weightBands } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { daysInWarehouse, estimatedTaxCents, storageState, WEIGHT_BAND_PAGE_SIZE } from '../../../src/domain/warehouse/warehouse-rules';
import type {
  WarehouseAgenciesReply,
  WarehouseCounts,
  WarehouseItemsQuery,
  WarehouseItemsReply,
  WeightBandsReply,
} from '../../../src/domain/warehouse/warehouse.schema';
import type { ServiceContext } from '../context';

/** In the item warehouse: confirmed (by the buyer or the 48-hour sweeper) and in no forwarding order. */
const inStock = (memberId: number) => and(eq(warehouseItems.memberId, memberId), isNotNull(warehouseItems.confirmedAt), isNull(warehouseItems.warehouseOrderId));

export async function warehouseCounts(db: Db, memberId: number): Promise<WarehouseCounts> {
  const [[items], byStatus] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(warehouseItems).where(inStock(memberId)),
    db
      .select({ status: warehouseOrders.status, n: sql<number>`count(*)::int` })
      .from(warehouseOrders)
      .where(eq(warehouseOrders.memberId, memberId))
      .groupBy(warehouseOrders.status),
  ]);
  const of = (status: number) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return { InWareHouse: items?.n ?? 0, ToBeWright: of(4), Unpaid: of(1), Shipping: of(2), Shipped: of(3), ShippComplete: of(5) };
}

export async function warehouseAgencies(db: Db, memberId: number): Promise<WarehouseAgenciesReply> {
  const [rows, [member]] = await Promise.all([
    db
      .select({ Id: agencies.id, AreaId: agencies.areaId, Nation: agencies.nation, City: agencies.city, Count: sql<number>`count(${warehouseItems.id})::int` })
      .from(agencies)
      .leftJoin(warehouseItems, and(eq(warehouseItems.agencyId, agencies.id), inStock(memberId)))
      .groupBy(agencies.id)
      .orderBy(asc(agencies.id)),
    db.select({ source: members.memberSource }).from(members).where(eq(members.id, memberId)),
  ]);
  return { data: rows, MemberSource: member?.source ?? 'US' };
}

/**
 * The member's region and the state tax rate of where their parcels would go: the state of their
 * default US address, else the state on their profile (null outside the US or with neither).
 */
export async function memberTaxRate(db: Db, memberId: number): Promise<{ source: string; taxPercent: number | null }> {
  const defaultState = sql`(select a.state_code from ${addresses} a
    where a.member_id = ${members.id} and a.is_default and a.country = 'US' and a.state_code <> '' limit 1)`;
  const [row] = await db
    .select({ source: members.memberSource, taxPercent: usStates.taxPercent })
    .from(members)
    .leftJoin(usStates, eq(usStates.code, sql`coalesce(${defaultState}, ${members.stateCode})`))
    .where(eq(members.id, memberId));
  return { source: row?.source ?? 'US', taxPercent: row?.taxPercent == null ? null : Number(row.taxPercent) };
}

export async function warehouseStock(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, query: WarehouseItemsQuery): Promise<WarehouseItemsReply> {
  const where = and(inStock(memberId), eq(warehouseItems.agencyId, query.AgencyId), query.Title ? ilike(warehouseItems.title, containsPattern(query.Title)) : undefined);
  const [rows, [counted], rate] = await Promise.all([
    ctx.db
      .select()
      .from(warehouseItems)
      .where(where)
      .orderBy(asc(warehouseItems.receivedAt), asc(warehouseItems.id))
      .limit(query.PageSize)
      .offset((query.PageIndex - 1) * query.PageSize),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(warehouseItems).where(where),
    memberTaxRate(ctx.db, memberId),
  ]);
  const now = ctx.clock.now();
  return {
    Count: counted?.n ?? 0,
    data: rows.map((item) => {
      const days = daysInWarehouse(item.receivedAt, now);
      return {
        Id: item.id,
        OrderId: item.orderId,
        AgencyId: item.agencyId,
        Title: item.title,
        TitImg: item.image ?? '',
        QuantitySold: item.quantity,
        Price: item.priceCents,
        TaxPrice: estimatedTaxCents(item.priceCents * item.quantity, rate.source, rate.taxPercent),
        WarehouseDay: days,
        StorageState: storageState(days),
        WarehouseTime: (item.confirmedAt ?? item.receivedAt).toISOString(),
        AcceptTime: item.receivedAt.toISOString(),
      };
    }),
  };
}

export async function weightBandTable(db: Db, agencyId: number, region: string): Promise<WeightBandsReply> {
  const [rows, regions] = await Promise.all([
    db
      .select({ MinWeight: weightBands.minGrams, MaxWeight: weightBands.maxGrams, WeightFeeUSD: weightBands.feeCents })
      .from(weightBands)
      .where(and(eq(weightBands.agencyId, agencyId), eq(weightBands.region, region)))
      .orderBy(asc(weightBands.minGrams))
      .limit(WEIGHT_BAND_PAGE_SIZE),
    db.selectDistinct({ region: weightBands.region }).from(weightBands).where(eq(weightBands.agencyId, agencyId)).orderBy(asc(weightBands.region)),
  ]);
  return { data: rows, Regions: regions.map((r) => r.region) };
}
