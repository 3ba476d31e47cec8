/**
 * Store-mall orders (spec 2 "Store-mall order", spec 3 "Store order"): one per store and checkout.
 * OrderStatus 1 unpaid, 2 paid, 3 shipped, 4 complete, 6 closed unpaid. PostageType 1 pay on
 * delivery, 2 free, 3 a fixed amount. Money in USD cents.
 */
import { z } from 'zod';
import { payCodeSchema } from '../payment/payment-channel';

export const StoreOrderStatus = { Unpaid: 1, Paid: 2, Shipped: 3, Complete: 4, Closed: 6 } as const;
export const PostageType = { OnDelivery: 1, Free: 2, Fixed: 3 } as const;

export const createStoreOrdersBody = z.object({
  CartLineIds: z.array(z.number().int().positive()).min(1).max(99),
  AddressId: z.number({ error: 'ADDRESS_NOT_SET' }).int().positive(),
  /** Coupons to spend (spec 2 "Official-mall order" couponMemberID): at most one per line, each once. */
  Coupons: z
    .array(z.object({ CartLineId: z.number().int().positive(), MemberCouponId: z.number().int().positive() }))
    .max(99)
    .default([]),
});
export type CreateStoreOrdersBody = z.input<typeof createStoreOrdersBody>;

export const createStoreOrdersReply = z.object({
  StoreOrderIds: z.array(z.number().int()),
  /** The sum of the new orders' totals. */
  PriceTotal: z.number().int(),
  PayDueAt: z.string(),
});

export const storeOrderParams = z.object({ id: z.coerce.number().int().positive() });

/** The re-pay page's changes (spec 2 "Re-pay"): the delivery address, the payment method, or both. */
export const updateStoreOrderBody = z
  .object({ AddressId: z.number().int().positive().optional(), IsGuarantee: payCodeSchema.optional() })
  .refine((body) => body.AddressId !== undefined || body.IsGuarantee !== undefined, { message: 'BAD_REQUEST' });
export type UpdateStoreOrderBody = z.infer<typeof updateStoreOrderBody>;

export const storeOrderDetail = z.object({
  Id: z.number().int(),
  OrderCode: z.string(),
  OrderStatus: z.number().int(),
  StoreId: z.number().int(),
  StoreName: z.string(),
  StoreLogo: z.string(),
  AreaCode: z.string(),
  Currency: z.string(),
  /** The lines before tax and postage. */
  OrderAmount: z.number().int(),
  TaxAmount: z.number().int(),
  /** Coupons taken off the lines. */
  DiscountAmount: z.number().int(),
  PostageType: z.number().int(),
  Postage: z.number().int(),
  /** What is paid: lines + postage + tax. */
  PriceTotal: z.number().int(),
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
      CommodityId: z.number().int(),
      ConditionId: z.number().int(),
      Quantity: z.number().int(),
      Price: z.number().int(),
      Title: z.string(),
      ConditionName: z.string(),
      Imgs: z.array(z.string()),
    }),
  ),
  CreateDate: z.string(),
  PayDueAt: z.string(),
  PayDateTime: z.string().nullable(),
  /** The payment method chosen for it: the region's card channel (6, or 9 for Macao) or other (12). */
  IsGuarantee: payCodeSchema.optional(),
});
export type StoreOrderDetail = z.infer<typeof storeOrderDetail>;
