/** One of the member's marketplace orders, as the checkout shows it (GET /api/orders/{id}). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commodities, members, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { OrderDetail } from '../../../src/domain/orders/order.schema';
import type { PayCodeValue } from '../../../src/domain/payment/payment-channel';
import { fromUsdCents } from '../../../src/domain/fees/exchange';
import { currencyFor } from '../../../src/domain/account/regions';
import { exchangeRateFor } from './exchange-rate';

export async function getOrder(db: Db, buyerId: number, orderId: number): Promise<OrderDetail> {
  const [row] = await db
    .select({ order: orders, title: commodities.title, titImg: commodities.titImg, sellerName: members.nickname })
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
    ID: order.id,
    Code: order.code,
    CommodityID: order.commodityId,
    Title: row.title,
    TitImg: row.titImg,
    Source: order.source as OrderDetail['Source'],
    OrderType: order.orderType,
    BusinessType: order.businessType,
    OrderStatus: order.orderStatus,
    USD_Price: order.itemCents,
    PostageMoney: order.postageCents,
    ServiceFee: order.serviceFeeCents,
    TaxPrice: order.taxCents,
    TaxPercent: null,
    Discount: order.discountCents,
    Total: order.totalCents,
    IsGuarantee: order.isGuarantee as PayCodeValue,
    PayDueAt: order.payDueAt.toISOString(),
    CreateDate: order.createdAt.toISOString(),
    PaidAt: order.paidAt?.toISOString() ?? null,
    SellUserID: order.sellerMemberId,
    SellRealName: row.sellerName,
    BuyerMemberSource: memberSource,
    Currency: rate.currency,
    ChargedTotal: fromUsdCents(order.totalCents, rate),
    Address:
      order.consignee === null
        ? null
        : {
            AddressId: order.addressId,
            Consignee: order.consignee,
            Nation: order.nation ?? '',
            Provice: order.province ?? '',
            City: order.city ?? '',
            ZipCode: order.zipCode ?? '',
            Mobile: order.mobile ?? '',
            Address: order.addressDetail ?? '',
          },
  };
}
