/**
 * A store order row as the checkout (get-store-order.ts) and the store order list
 * (list-my-store-orders.ts) both answer it, given its store and its lines already shaped.
 */
import type { storeOrders } from '../../db/schema';
import type { StoreOrderDetail } from '../../../src/domain/cart/store-order.schema';
import type { PayCodeValue } from '../../../src/domain/payment/payment-channel';

export function storeOrderReply(
  order: typeof storeOrders.$inferSelect,
  store: { name: string; logo: string },
  commodityList: StoreOrderDetail['CommodityList'],
): StoreOrderDetail {
  return {
    Id: order.id,
    OrderCode: order.code,
    OrderStatus: order.orderStatus,
    StoreId: order.storeId,
    StoreName: store.name,
    StoreLogo: store.logo,
    AreaCode: order.areaCode,
    Currency: order.currency,
    OrderAmount: order.itemsCents,
    TaxAmount: order.taxCents,
    DiscountAmount: order.discountCents,
    PostageType: order.postageType,
    Postage: order.postageCents,
    PriceTotal: order.totalCents,
    AddressMsg: {
      Consignee: order.consignee,
      Telephone: order.telephone,
      PostalCode: order.postalCode,
      ProvinceName: order.provinceName,
      CityName: order.cityName,
      AddressDetail: order.addressDetail,
    },
    CommodityList: commodityList,
    CreateDate: order.createdAt.toISOString(),
    PayDueAt: order.payDueAt.toISOString(),
    PayDateTime: order.paidAt?.toISOString() ?? null,
    IsGuarantee: order.isGuarantee as PayCodeValue,
  };
}
