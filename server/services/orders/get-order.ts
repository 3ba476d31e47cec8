/** One of the member's marketplace orders, as the checkout shows it (GET /api/orders/{id}). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commodities, members, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { OrderDetail } from '../../../src/domain/orders/order.schema';
import { fromUsdCents } from '../../../src/domain/fees/exchange';
import { currencyFor } from '../../../src/domain/account/regions';
import { exchangeRateFor } from './exchange-rate';
import { orderReplyFields } from './order-reply';

export async function getOrder(db: Db, buyerId: number, orderId: number): Promise<OrderDetail> {
  const [row] = await db
    .select({
      order: orders,
      title: commodities.title,
      titImg: commodities.titImg,
      sellerSource: commodities.memberSource,
      sellerName: members.nickname,
    })
    .from(orders)
    .innerJoin(commodities, eq(commodities.id, orders.commodityId))
    .innerJoin(members, eq(members.id, orders.sellerMemberId))
    .where(and(eq(orders.id, orderId), eq(orders.buyerMemberId, buyerId)));
  if (!row) throw notFound('ORDER_NOT_FOUND');
  const [buyer] = await db.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, buyerId));
  const memberSource = buyer?.memberSource ?? 'US';
  const rate = await exchangeRateFor(db, currencyFor(memberSource));
  const { order } = row;
  return {
    ...orderReplyFields(order, row, row.sellerName),
    TaxPercent: null,
    BuyerMemberSource: memberSource,
    Currency: rate.currency,
    ChargedTotal: fromUsdCents(order.totalCents, rate),
    SellMemberSource: row.sellerSource,
    AgencyId: order.agencyId,
    TransferAddressId: order.transferAddressId,
  };
}
