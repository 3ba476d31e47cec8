/**
 * GET /api/fees/service-fee/orders/:id (spec 2 "GET service fee by order"): the fee and discount
 * the buyer's order carries, or would carry with another payment code.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commodities, members, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ServiceFeeReply } from '../../../src/domain/fees/service-fee.schema';
import type { PayCodeValue } from '../../../src/domain/payment/payment-channel';
import { serviceFeeFor } from './service-rates';

export async function getOrderServiceFee(db: Db, buyerId: number, orderId: number, isGuarantee?: PayCodeValue): Promise<ServiceFeeReply> {
  const [row] = await db
    .select({ order: orders, sellerSource: commodities.memberSource, buyerSource: members.memberSource })
    .from(orders)
    .innerJoin(commodities, eq(commodities.id, orders.commodityId))
    .innerJoin(members, eq(members.id, orders.buyerMemberId))
    .where(and(eq(orders.id, orderId), eq(orders.buyerMemberId, buyerId)));
  if (!row) throw notFound('ORDER_NOT_FOUND');
  const { order } = row;
  if (isGuarantee === undefined || isGuarantee === order.isGuarantee) {
    return { ServiceFee: order.serviceFeeCents, Discount: order.discountCents, PayType: order.isGuarantee };
  }
  const parties = { buyerSource: row.buyerSource, sellerSource: row.sellerSource, payType: isGuarantee };
  return { ...(await serviceFeeFor(db, parties, order.itemCents, order.postageCents)), PayType: isGuarantee };
}
