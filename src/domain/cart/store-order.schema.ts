/**
 * Store-mall orders (spec 2 "Store-mall order", spec 3 "Store order"): one per store and checkout.
 * OrderStatus 1 unpaid, 2 paid, 3 shipped, 4 complete, 6 closed unpaid. PostageType 1 pay on
 * delivery, 2 free, 3 a fixed amount. Money in USD cents.
 */
import { z } from 'zod/mini';
import { payCodeSchema } from '../payment/payment-channel';
import { INT4_MAX, recordId, recordIdParam } from '../ids/record-id';

export const StoreOrderStatus = { Unpaid: 1, Paid: 2, Shipped: 3, Complete: 4, Closed: 6 } as const;
export const PostageType = { OnDelivery: 1, Free: 2, Fixed: 3 } as const;

export const createStoreOrdersBody = z.object({
  CartLineIds: z.array(recordId).check(z.minLength(1), z.maxLength(99)),
  AddressId: z.number({ error: 'ADDRESS_NOT_SET' }).check(z.int(), z.positive(), z.maximum(INT4_MAX)),
  /** Coupons to spend (spec 2 "Official-mall order" couponMemberID): at most one per line, each once. */
  Coupons: z._default(
    z
      .array(z.object({ CartLineId: recordId, MemberCouponId: recordId }))
      .check(z.maxLength(99)),
    [],
  ),
});
export type CreateStoreOrdersBody = z.input<typeof createStoreOrdersBody>;

export const createStoreOrdersReply = z.object({
  StoreOrderIds: z.array(z.int()),
  /** The sum of the new orders' totals. */
  PriceTotal: z.int(),
  PayDueAt: z.string(),
});

export const storeOrderParams = z.object({ id: recordIdParam });

/** The re-pay page's changes (spec 2 "Re-pay"): the delivery address, the payment method, or both. */
export const updateStoreOrderBody = z
  .object({ AddressId: z.optional(recordId), IsGuarantee: z.optional(payCodeSchema) })
  .check(z.refine((body) => body.AddressId !== undefined || body.IsGuarantee !== undefined, { message: 'BAD_REQUEST' }));
export type UpdateStoreOrderBody = z.infer<typeof updateStoreOrderBody>;

export const storeOrderDetail = z.object({
  Id: z.int(),
  OrderCode: z.string(),
  OrderStatus: z.int(),
  StoreId: z.int(),
  StoreName: z.string(),
  StoreLogo: z.string(),
  AreaCode: z.string(),
  Currency: z.string(),
  /** The lines before tax and postage. */
  OrderAmount: z.int(),
  TaxAmount: z.int(),
  /** Coupons taken off the lines. */
  DiscountAmount: z.int(),
  PostageType: z.int(),
  Postage: z.int(),
  /** What is paid: lines + postage + tax. */
  PriceTotal: z.int(),
  AddressMsg: z.object({
    Consignee: z.string(),
    Telephone: z.string(),
    PostalCode: z.string(),
    ProvinceName: z.string(),
    CityName: z.string(),
    AddressDetail: z.string(),
  }),
  CommodityList: z.array(
    z.object({
      CommodityId: z.int(),
      ConditionId: z.int(),
      Quantity: z.int(),
      Price: z.int(),
      Title: z.string(),
      ConditionName: z.string(),
      Imgs: z.array(z.string()),
    }),
  ),
  CreateDate: z.string(),
  PayDueAt: z.string(),
  PayDateTime: z.nullable(z.string()),
  /** The payment method chosen for it: the region's card channel (6, or 9 for Macao) or other (12). */
  IsGuarantee: z.optional(payCodeSchema),
});
export type StoreOrderDetail = z.infer<typeof storeOrderDetail>;

/** POST /api/store-orders/quote: what Place order would charge for this selection and address, tax included. */
export const quoteStoreOrdersBody = createStoreOrdersBody;
export type QuoteStoreOrdersBody = z.input<typeof quoteStoreOrdersBody>;

const storeOrderQuoteMoney = {
  ItemsCents: z.int(),
  DiscountCents: z.int(),
  PostageCents: z.int(),
  /** US state tax of the delivery address (0 where none applies), as placing the order computes it. */
  TaxCents: z.int(),
  TotalCents: z.int(),
};

export const quoteStoreOrdersReply = z.object({
  Stores: z.array(z.object({ StoreId: z.int(), StoreName: z.string(), ...storeOrderQuoteMoney })),
  ...storeOrderQuoteMoney,
  /** The payment methods the store checkout offers for this total (card of the region, other methods). */
  PayChannels: z.array(
    z.object({ ChannelName: z.enum(['paypal', 'stripe', 'mpay', 'other', 'usdt']), IsGuarantee: payCodeSchema, MinAmount: z.int(), isPrice: z.boolean() }),
  ),
});
export type QuoteStoreOrdersReply = z.infer<typeof quoteStoreOrdersReply>;

/** POST /api/payments/store-orders: one payment for several unpaid store orders of the member. */
export const payStoreOrdersBody = z.object({
  StoreOrderIds: z.array(recordId).check(z.minLength(1), z.maxLength(99)),
  IsGuarantee: payCodeSchema,
});
export type PayStoreOrdersBody = z.infer<typeof payStoreOrdersBody>;
