/**
 * The fee lookups of spec 2 section 7 "Fees, tax and agency": the service list of a buyer region,
 * the service fee of an item (skipped for store items, OrderType 1) and of an order. Money in USD
 * cents; Fee and Discount of a list entry are percents.
 */
import { z } from 'zod/mini';
import { payCodeSchema } from '../payment/payment-channel';

export const serviceListQuery = z.object({ buyerSource: z.string().check(z.trim(), z.minLength(1), z.maxLength(10)) });

export const serviceListReply = z.array(
  z.object({
    BuyerSource: z.string(),
    SellerSource: z.string(),
    PayType: z.int(),
    Fee: z.number(),
    MinFee: z.int(),
    Discount: z.number(),
  }),
);

export const commodityServiceFeeQuery = z.object({
  commodityId: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  /** The postage to add to the price, cents; the listing's own postage when left out. */
  postageMoney: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000_000))),
  /** The payment code (spec: isGuareent, 6, or 9 for Macao); the buyer region's card channel when left out. */
  isGuarantee: z.optional(z.pipe(z.coerce.number(), payCodeSchema)),
});

export const orderServiceFeeQuery = z.object({
  /** Quote another payment code than the order's own. */
  isGuarantee: z.optional(z.pipe(z.coerce.number(), payCodeSchema)),
});

export const serviceFeeReply = z.object({
  ServiceFee: z.int(),
  Discount: z.int(),
  PayType: z.int(),
});
export type ServiceFeeReply = z.infer<typeof serviceFeeReply>;
