/**
 * Locks a sale's order row for its seller (FOR UPDATE): a marketplace order's seller, or the seller
 * of the store a store order was placed with. Anyone else learns nothing: ORDER_NOT_FOUND.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, storeOrders, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { SaleRef } from './sale-kind';

export interface LockedSale {
  status: number;
  buyerMemberId: number;
  /** The marketplace order's item (for the notices' picture); null for a store order. */
  commodityId: number | null;
}

export async function lockSaleOfSeller(tx: Tx, sale: SaleRef, sellerId: number): Promise<LockedSale> {
  const found = sale.kind === 'order' ? await lockOrder(tx, sale.id) : await lockStoreOrder(tx, sale.id);
  if (!found || found.sellerMemberId !== sellerId) throw notFound('ORDER_NOT_FOUND');
  return { status: found.status, buyerMemberId: found.buyerMemberId, commodityId: found.commodityId };
}

async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx
    .select({ status: orders.orderStatus, buyerMemberId: orders.buyerMemberId, sellerMemberId: orders.sellerMemberId, commodityId: orders.commodityId })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}

async function lockStoreOrder(tx: Tx, id: number) {
  const [row] = await tx
    .select({ status: storeOrders.orderStatus, buyerMemberId: storeOrders.buyerMemberId, sellerMemberId: stores.sellerMemberId })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(storeOrders.id, id))
    .for('update', { of: storeOrders });
  return row ? { ...row, commodityId: null } : undefined;
}
