/**
 * A marketplace order as the checkout and the purchase list read it (spec 2 "Marketplace order",
 * spec 3 "Buyer order"), and the checkout's change of address and payment method. Money in USD cents.
 */
import { z } from 'zod/mini';
import { payCodeSchema } from '../payment/payment-channel';
import { recordId } from '../ids/record-id';

export const OrderStatus = { Unpaid: 1, Paid: 2, Shipped: 3, Finished: 5, Closed: 6 } as const;

export const orderAddressSchema = z.object({
  AddressId: z.nullable(z.int()),
  Consignee: z.string(),
  Nation: z.string(),
  Provice: z.string(),
  City: z.string(),
  ZipCode: z.string(),
  Mobile: z.string(),
  Address: z.string(),
});

export const orderDetailReply = z.object({
  ID: z.int(),
  Code: z.string(),
  CommodityID: z.int(),
  Title: z.string(),
  TitImg: z.string(),
  Source: z.enum(['auction', 'buynow', 'offer']),
  OrderType: z.int(),
  /** 0 domestic, 2 through the agency (no address needed). */
  BusinessType: z.int(),
  OrderStatus: z.int(),
  USD_Price: z.int(),
  PostageMoney: z.int(),
  /** Buyer premium. */
  ServiceFee: z.int(),
  TaxPrice: z.int(),
  TaxPercent: z.nullable(z.number()),
  Discount: z.int(),
  Total: z.int(),
  IsGuarantee: payCodeSchema,
  PayDueAt: z.string(),
  CreateDate: z.string(),
  PaidAt: z.nullable(z.string()),
  SellUserID: z.int(),
  SellRealName: z.string(),
  BuyerMemberSource: z.string(),
  /** The currency the buyer pays in, and the total in it (minor units). */
  Currency: z.string(),
  ChargedTotal: z.int(),
  Address: z.nullable(orderAddressSchema),
  /** The seller's region at listing time: with the buyer's, it decides whether the transfer service applies. */
  SellMemberSource: z.optional(z.string()),
  /** The agency a BusinessType 2 order goes through. */
  AgencyId: z.optional(z.nullable(z.int())),
  /** The transfer address the order is delivered to when the buyer chose the transfer service. */
  TransferAddressId: z.optional(z.nullable(z.int())),
});
export type OrderDetail = z.infer<typeof orderDetailReply>;

export const updateOrderBody = z.object({
  /** Ship to this address book entry (and not through the transfer service). */
  AddressId: z.optional(recordId),
  IsGuarantee: z.optional(payCodeSchema),
  /** The transfer service: on to this transfer address (BusinessType 2), or null for off. */
  TransferAddressId: z.optional(z.nullable(recordId)),
});
export type UpdateOrderBody = z.infer<typeof updateOrderBody>;

export const buyNowReply = z.object({ OrderId: z.int() });
