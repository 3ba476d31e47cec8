/**
 * A marketplace order as the checkout and the purchase list read it (spec 2 "Marketplace order",
 * spec 3 "Buyer order"), and the checkout's change of address and payment method. Money in USD cents.
 */
import { z } from 'zod';
import { payCodeSchema } from '../payment/payment-channel';

export const OrderStatus = { Unpaid: 1, Paid: 2, Shipped: 3, Finished: 5, Closed: 6 } as const;

export const orderAddressSchema = z.object({
  AddressId: z.number().int().nullable(),
  Consignee: z.string(),
  Nation: z.string(),
  Provice: z.string(),
  City: z.string(),
  ZipCode: z.string(),
  Mobile: z.string(),
  Address: z.string(),
});

export const orderDetailReply = z.object({
  ID: z.number().int(),
  Code: z.string(),
  CommodityID: z.number().int(),
  Title: z.string(),
  TitImg: z.string(),
  Source: z.enum(['auction', 'buynow', 'offer']),
  OrderType: z.number().int(),
  /** 0 domestic, 2 through the agency (no address needed). */
  BusinessType: z.number().int(),
  OrderStatus: z.number().int(),
  USD_Price: z.number().int(),
  PostageMoney: z.number().int(),
  /** Buyer premium. */
  ServiceFee: z.number().int(),
  TaxPrice: z.number().int(),
  TaxPercent: z.number().nullable(),
  Discount: z.number().int(),
  Total: z.number().int(),
  IsGuarantee: payCodeSchema,
  PayDueAt: z.string(),
  CreateDate: z.string(),
  PaidAt: z.string().nullable(),
  SellUserID: z.number().int(),
  SellRealName: z.string(),
  BuyerMemberSource: z.string(),
  /** The currency the buyer pays in, and the total in it (minor units). */
  Currency: z.string(),
  ChargedTotal: z.number().int(),
  Address: orderAddressSchema.nullable(),
  /** The seller's region at listing time: with the buyer's, it decides whether the transfer service applies. */
  SellMemberSource: z.string().optional(),
  /** The agency a BusinessType 2 order goes through. */
  AgencyId: z.number().int().nullable().optional(),
  /** The transfer address the order is delivered to when the buyer chose the transfer service. */
  TransferAddressId: z.number().int().nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailReply>;

export const updateOrderBody = z.object({
  /** Ship to this address book entry (and not through the transfer service). */
  AddressId: z.number().int().positive().optional(),
  IsGuarantee: payCodeSchema.optional(),
  /** The transfer service: on to this transfer address (BusinessType 2), or null for off. */
  TransferAddressId: z.number().int().positive().nullable().optional(),
});
export type UpdateOrderBody = z.infer<typeof updateOrderBody>;

export const buyNowReply = z.object({ OrderId: z.number().int() });
