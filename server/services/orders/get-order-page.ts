/**
 * GET /api/me/orders/:id (/myholo/detail/{orderId}): one marketplace order as its list row, for
 * its buyer or its seller (Viewer), with the buyer's nickname and what the seller is credited.
 * Anyone else gets ORDER_NOT_FOUND.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { OrderPage } from '../../../src/domain/orders/order-page.schema';
import { sellerTotalCents } from '../../../src/domain/seller/seller-total';
import { selectMyOrderRows, toMyOrderRow } from './my-order-rows';
import { warehouseInfoOf } from '../warehouse/order-warehouse-info';

export async function getOrderPage(db: Db, memberId: number, orderId: number, now: Date): Promise<OrderPage> {
  const [row] = await selectMyOrderRows(db).where(
    and(eq(orders.id, orderId), or(eq(orders.buyerMemberId, memberId), eq(orders.sellerMemberId, memberId))),
  );
  if (!row) throw notFound('ORDER_NOT_FOUND');
  const { order } = row;
  const [buyer] = await db.select({ nickname: members.nickname }).from(members).where(eq(members.id, order.buyerMemberId));
  return {
    ...toMyOrderRow(row),
    Viewer: order.buyerMemberId === memberId ? 'buyer' : 'seller',
    BuyerUserID: order.buyerMemberId,
    BuyerName: buyer?.nickname ?? '',
    SellerTotal: sellerTotalCents(order),
    ...(await warehouseInfoOf(db, order, now)),
  };
}
