/**
 * The fee lookups of spec 2 section 7 "Fees, tax and agency": the service list of a buyer region,
 * the service fee of an item (skipped for store items, OrderType 1) and of an order. Money in USD
 * cents; Fee and Discount of a list entry are percents.
 */
import { z } from 'zod';
import { payCodeSchema } from '../payment/payment-channel';

export const serviceListQuery = z.object({ buyerSource: z.string().trim().min(1).max(10) });

export const serviceListReply = z.array(
  z.object({
    BuyerSource: z.string(),
    SellerSource: z.string(),
    PayType: z.number().int(),
    Fee: z.number(),
    MinFee: z.number().int(),
    Discount: z.number(),
  }),
);

export const commodityServiceFeeQuery = z.object({
  commodityId: z.coerce.number().int().positive().max(2_147_483_647),
  /** The postage to add to the price, cents; the listing's own postage when left out. */
  postageMoney: z.coerce.number().int().min(0).max(100_000_000).optional(),
  /** The payment code (spec: isGuareent, 6, or 9 for Macao); the buyer region's card channel when left out. */
  isGuarantee: z.coerce.number().pipe(payCodeSchema).optional(),
});

export const orderServiceFeeQuery = z.object({
  /** Quote another payment code than the order's own. */
  isGuarantee: z.coerce.number().pipe(payCodeSchema).optional(),
});

export const serviceFeeReply = z.object({
  ServiceFee: z.number().int(),
  Discount: z.number().int(),
  PayType: z.number().int(),
});
export type ServiceFeeReply = z.infer<typeof serviceFeeReply>;
