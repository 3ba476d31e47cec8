/**
 * GET /api/me/store-orders/:id (/myholo/orderdetail/{id}): one store order as its list row, for
 * its buyer or the store's seller (Viewer), with the buyer's nickname and what the seller is
 * credited. Anyone else gets ORDER_NOT_FOUND.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, storeOrders, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { StoreOrderPage } from '../../../src/domain/orders/order-page.schema';
import { sellerTotalCents } from '../../../src/domain/seller/seller-total';
import { selectMyStoreOrderRows, toMyStoreOrderRow } from './my-store-order-rows';

export async function getStoreOrderPage(db: Db, memberId: number, orderId: number): Promise<StoreOrderPage> {
  const [row] = await selectMyStoreOrderRows(db).where(
    and(eq(storeOrders.id, orderId), or(eq(storeOrders.buyerMemberId, memberId), eq(stores.sellerMemberId, memberId))),
  );
  if (!row) throw notFound('ORDER_NOT_FOUND');
  const { order } = row;
  const [buyer] = await db.select({ nickname: members.nickname }).from(members).where(eq(members.id, order.buyerMemberId));
  return {
    ...toMyStoreOrderRow(row),
    Viewer: order.buyerMemberId === memberId ? 'buyer' : 'seller',
    BuyerUserID: order.buyerMemberId,
    BuyerName: buyer?.nickname ?? '',
    SellerTotal: sellerTotalCents({ itemCents: order.itemsCents, postageCents: order.postageCents }),
  };
}
