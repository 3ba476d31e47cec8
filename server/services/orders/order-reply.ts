/**
 * A marketplace order row as the checkout (get-order.ts) and the purchase list (list-my-orders.ts)
 * both answer it: the fields they share, from the order and its item's title and image.
 */
import type { orders } from '../../db/schema';
import type { OrderDetail } from '../../../src/domain/orders/order.schema';
import type { PayCodeValue } from '../../../src/domain/payment/payment-channel';

type OrderRow = typeof orders.$inferSelect;

export function orderReplyFields(order: OrderRow, item: { title: string; titImg: string }, sellerName: string) {
  return {
    ID: order.id,
    Code: order.code,
    CommodityID: order.commodityId,
    Title: item.title,
    TitImg: item.titImg,
    Source: order.source as OrderDetail['Source'],
    OrderType: order.orderType,
    BusinessType: order.businessType,
    OrderStatus: order.orderStatus,
    USD_Price: order.itemCents,
    PostageMoney: order.postageCents,
    ServiceFee: order.serviceFeeCents,
    TaxPrice: order.taxCents,
    Discount: order.discountCents,
    Total: order.totalCents,
    IsGuarantee: order.isGuarantee as PayCodeValue,
    PayDueAt: order.payDueAt.toISOString(),
    CreateDate: order.createdAt.toISOString(),
    PaidAt: order.paidAt?.toISOString() ?? null,
    SellUserID: order.sellerMemberId,
    SellRealName: sellerName,
    Address: orderAddressOf(order),
  };
}

/** The ship-to snapshot on the order, or null before the checkout has set one. */
function orderAddressOf(order: OrderRow): OrderDetail['Address'] {
  if (order.consignee === null) return null;
  return {
    AddressId: order.addressId,
    Consignee: order.consignee,
    Nation: order.nation ?? '',
    Provice: order.province ?? '',
    City: order.city ?? '',
    ZipCode: order.zipCode ?? '',
    Mobile: order.mobile ?? '',
    Address: order.addressDetail ?? '',
  };
}
