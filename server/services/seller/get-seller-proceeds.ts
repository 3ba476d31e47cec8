/**
 * GET /api/seller/proceeds: pending proceeds (item and postage of the seller's paid orders that
 * have not finished, still in escrow), the credited total (the ledger's 'proceeds' account for the
 * seller) and those ledger lines newest first, 60 a page, each with its order's code.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { ledgerEntries, orders, storeOrders, stores } from '../../db/schema';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { StoreOrderStatus } from '../../../src/domain/cart/store-order.schema';
import { PROCEEDS_PAGE_SIZE, type SellerProceedsQuery, type SellerProceedsReply } from '../../../src/domain/seller/seller-proceeds.schema';
import { assertSeller } from './assert-seller';

/** Paid and not finished: the money waits in escrow (a delivered marketplace order is status 4). */
const OPEN_ORDER = [OrderStatus.Paid, OrderStatus.Shipped, 4];
const OPEN_STORE_ORDER = [StoreOrderStatus.Paid, StoreOrderStatus.Shipped];

export async function getSellerProceeds(ctx: ServiceContext, sellerId: number, query: SellerProceedsQuery): Promise<SellerProceedsReply> {
  await assertSeller(ctx.db, sellerId);
  const { db } = ctx;
  const mine = and(eq(ledgerEntries.account, 'proceeds'), eq(ledgerEntries.memberId, sellerId));
  const [[market], [store], [credited], rows] = await Promise.all([
    db
      .select({ cents: sql<string | null>`sum(${orders.itemCents} + ${orders.postageCents})`, n: count() })
      .from(orders)
      .where(and(eq(orders.sellerMemberId, sellerId), inArray(orders.orderStatus, OPEN_ORDER))),
    db
      .select({ cents: sql<string | null>`sum(${storeOrders.itemsCents} + ${storeOrders.postageCents})`, n: count() })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId))
      .where(and(eq(stores.sellerMemberId, sellerId), inArray(storeOrders.orderStatus, OPEN_STORE_ORDER))),
    db.select({ cents: sql<string | null>`sum(${ledgerEntries.amountCents})`, n: count() }).from(ledgerEntries).where(mine),
    db
      .select({
        ID: ledgerEntries.id,
        AmountCents: ledgerEntries.amountCents,
        Event: ledgerEntries.event,
        OrderKind: ledgerEntries.orderKind,
        OrderId: ledgerEntries.orderId,
        OrderCode: sql<string>`coalesce(${orders.code}, ${storeOrders.code}, '')`,
        CreatedAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .leftJoin(orders, and(eq(ledgerEntries.orderKind, 'order'), eq(orders.id, ledgerEntries.orderId)))
      .leftJoin(storeOrders, and(eq(ledgerEntries.orderKind, 'store_order'), eq(storeOrders.id, ledgerEntries.orderId)))
      .where(mine)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(PROCEEDS_PAGE_SIZE)
      .offset((query.page - 1) * PROCEEDS_PAGE_SIZE),
  ]);
  return {
    PendingCents: Number(market?.cents ?? 0) + Number(store?.cents ?? 0),
    PendingOrders: (market?.n ?? 0) + (store?.n ?? 0),
    CreditedCents: Number(credited?.cents ?? 0),
    count: credited?.n ?? 0,
    data: rows.map((row) => ({
      ...row,
      OrderKind: row.OrderKind === 'store_order' ? 'store_order' : 'order',
      CreatedAt: row.CreatedAt.toISOString(),
    })),
  };
}
