/**
 * An order of either kind as the after-payment steps (receipt, the automatic finish, feedback)
 * read it: its parties (a store order's seller is its store's), status, the item it is shown with
 * (a store order's first line) and its money. `lockOrder` takes the order's row lock; each of those
 * steps takes it first, before any shipment row, so they queue on one lock in one order and a
 * status checked under it stays true until the commit.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, storeOrders, stores } from '../../db/schema';
import type { OrderKind, PaidOrderMoney } from '../../../src/domain/orders/order-finish';

export interface AfterPaymentOrder {
  kind: OrderKind;
  id: number;
  buyerMemberId: number;
  sellerMemberId: number;
  status: number;
  commodityId: number;
  money: PaidOrderMoney;
}

export function lockOrder(tx: Tx, kind: OrderKind, id: number): Promise<AfterPaymentOrder | null> {
  return readOrder(tx, kind, id, true);
}

/** The same read without a lock (a reply that only shows the order). */
export function findOrder(db: Db | Tx, kind: OrderKind, id: number): Promise<AfterPaymentOrder | null> {
  return readOrder(db, kind, id, false);
}

async function readOrder(db: Db | Tx, kind: OrderKind, id: number, lock: boolean): Promise<AfterPaymentOrder | null> {
  return kind === 'order' ? readMarketplaceOrder(db, id, lock) : readStoreOrder(db, id, lock);
}

async function readMarketplaceOrder(db: Db | Tx, id: number, lock: boolean): Promise<AfterPaymentOrder | null> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) return null;
  return {
    kind: 'order',
    id: order.id,
    buyerMemberId: order.buyerMemberId,
    sellerMemberId: order.sellerMemberId,
    status: order.orderStatus,
    commodityId: order.commodityId,
    money: order,
  };
}

async function readStoreOrder(db: Db | Tx, id: number, lock: boolean): Promise<AfterPaymentOrder | null> {
  const firstLine = sql<number>`(select l.commodity_id from store_order_lines l
    where l.store_order_id = ${storeOrders.id} order by l.id limit 1)`.mapWith(Number);
  const query = db
    .select({ order: storeOrders, sellerMemberId: stores.sellerMemberId, commodityId: firstLine })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(storeOrders.id, id));
  const [row] = lock ? await query.for('update', { of: storeOrders }) : await query;
  if (!row) return null;
  const { order } = row;
  return {
    kind: 'store_order',
    id: order.id,
    buyerMemberId: order.buyerMemberId,
    sellerMemberId: row.sellerMemberId,
    status: order.orderStatus,
    commodityId: row.commodityId,
    money: {
      itemCents: order.itemsCents,
      postageCents: order.postageCents,
      serviceFeeCents: 0,
      taxCents: order.taxCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
    },
  };
}
