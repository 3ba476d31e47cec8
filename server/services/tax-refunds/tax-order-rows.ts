/**
 * The orders a tax application can claim, as the spec's OrderList rows: marketplace orders
 * ('order', BusinessType 3: orders.business_type 0) and warehouse orders ('warehouse_order',
 * BusinessType 2: the forwarding order's tax, paid with its postage). One place reads both kinds,
 * for the picker, the claim's checks and the application's detail.
 */
import { and, desc, eq, gt, gte, inArray, isNotNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { commodities, orders, taxRefundOrders, warehouseItems, warehouseOrders } from '../../db/schema';
import type { TaxOrder } from '../../../src/domain/tax-refunds/tax-refund.schema';
import { TaxBusinessType } from '../../../src/domain/tax-refunds/tax-refund-rules';

export type TaxOrderKind = TaxOrder['Kind'];
export const kindOfBusinessType = (businessType: number): TaxOrderKind => (businessType === TaxBusinessType.CrossBorder ? 'warehouse_order' : 'order');

/** What the claim checks need of an order, besides its OrderList row. */
export interface TaxOrderRow extends TaxOrder {
  ownerMemberId: number;
  paid: boolean;
  closed: boolean;
  createdAt: Date;
  claimed: boolean;
}

const liveClaim = (kind: TaxOrderKind, idColumn: SQL | typeof orders.id | typeof warehouseOrders.id) =>
  sql<boolean>`exists (select 1 from ${taxRefundOrders} where ${taxRefundOrders.orderKind} = ${kind} and ${taxRefundOrders.orderId} = ${idColumn} and ${taxRefundOrders.active} = 1)`;

async function marketplaceRows(db: Db | Tx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<TaxOrderRow[]> {
  const query = db
    .select({
      id: orders.id,
      code: orders.code,
      buyer: orders.buyerMemberId,
      tax: orders.taxCents,
      total: orders.totalCents,
      paidAt: orders.paidAt,
      status: orders.orderStatus,
      createdAt: orders.createdAt,
      title: commodities.title,
      claimed: liveClaim('order', orders.id),
    })
    .from(orders)
    .innerJoin(commodities, eq(commodities.id, orders.commodityId))
    .where(and(eq(orders.businessType, 0), where))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({
    Id: r.id,
    Kind: 'order',
    Code: r.code,
    TaxPriceUsd: r.tax,
    RealTotalPrice: r.total,
    CreateDate: r.createdAt.toISOString(),
    Details: [{ Title: r.title }],
    ownerMemberId: r.buyer,
    paid: r.paidAt !== null,
    closed: r.status === 6,
    createdAt: r.createdAt,
    claimed: Boolean(r.claimed),
  }));
}

async function warehouseRows(db: Db | Tx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<TaxOrderRow[]> {
  const query = db
    .select({
      id: warehouseOrders.id,
      code: warehouseOrders.code,
      member: warehouseOrders.memberId,
      tax: warehouseOrders.taxCents,
      total: warehouseOrders.totalCents,
      paidAt: warehouseOrders.paidAt,
      status: warehouseOrders.status,
      createdAt: warehouseOrders.createdAt,
      claimed: liveClaim('warehouse_order', warehouseOrders.id),
    })
    .from(warehouseOrders)
    .where(where)
    .orderBy(desc(warehouseOrders.createdAt), desc(warehouseOrders.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db.select({ orderId: warehouseItems.warehouseOrderId, title: warehouseItems.title }).from(warehouseItems).where(inArray(warehouseItems.warehouseOrderId, ids)).orderBy(warehouseItems.id)
    : [];
  return rows.map((r) => ({
    Id: r.id,
    Kind: 'warehouse_order',
    Code: r.code,
    TaxPriceUsd: r.tax ?? 0,
    RealTotalPrice: r.total ?? 0,
    CreateDate: r.createdAt.toISOString(),
    Details: items.filter((i) => i.orderId === r.id).map((i) => ({ Title: i.title })),
    ownerMemberId: r.member,
    paid: r.paidAt !== null,
    closed: r.status === 6,
    createdAt: r.createdAt,
    claimed: Boolean(r.claimed),
  }));
}

/** The given orders of a kind, whoever owns them (the claim judges each). */
export async function taxOrdersByIds(db: Db | Tx, kind: TaxOrderKind, ids: readonly number[]): Promise<TaxOrderRow[]> {
  if (ids.length === 0) return [];
  return kind === 'order' ? marketplaceRows(db, inArray(orders.id, [...ids])) : warehouseRows(db, inArray(warehouseOrders.id, [...ids]));
}

/** The member's claimable orders of a kind (the picker), newest first, and how many there are. */
export async function claimableTaxOrders(db: Db | Tx, memberId: number, kind: TaxOrderKind, since: Date, page: { limit: number; offset: number }): Promise<{ rows: TaxOrderRow[]; count: number }> {
  if (kind === 'order') {
    const where = and(
      eq(orders.buyerMemberId, memberId),
      isNotNull(orders.paidAt),
      ne(orders.orderStatus, 6),
      gt(orders.taxCents, 0),
      gte(orders.createdAt, since),
      notExists(db.select({ one: sql`1` }).from(taxRefundOrders).where(and(eq(taxRefundOrders.orderKind, 'order'), eq(taxRefundOrders.orderId, orders.id), eq(taxRefundOrders.active, 1)))),
    );
    const [rows, [counted]] = await Promise.all([
      marketplaceRows(db, where, page),
      db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.businessType, 0), where)),
    ]);
    return { rows, count: counted?.n ?? 0 };
  }
  const where = and(
    eq(warehouseOrders.memberId, memberId),
    isNotNull(warehouseOrders.paidAt),
    ne(warehouseOrders.status, 6),
    gt(warehouseOrders.taxCents, 0),
    gte(warehouseOrders.createdAt, since),
    notExists(
      db.select({ one: sql`1` }).from(taxRefundOrders).where(and(eq(taxRefundOrders.orderKind, 'warehouse_order'), eq(taxRefundOrders.orderId, warehouseOrders.id), eq(taxRefundOrders.active, 1))),
    ),
  );
  const [rows, [counted]] = await Promise.all([warehouseRows(db, where, page), db.select({ n: sql<number>`count(*)::int` }).from(warehouseOrders).where(where)]);
  return { rows, count: counted?.n ?? 0 };
}

/** The OrderList row alone (the checks' fields dropped). */
export const orderListRow = ({ Id, Kind, Code, TaxPriceUsd, RealTotalPrice, CreateDate, Details }: TaxOrderRow): TaxOrder => ({ Id, Kind, Code, TaxPriceUsd, RealTotalPrice, CreateDate, Details });
