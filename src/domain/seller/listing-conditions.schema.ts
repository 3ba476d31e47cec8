/**
 * Restock and reprice a store item (PUT /api/seller/listings/:id/conditions, issue 33): its
 * existing conditions by id with a new price, "was" price, stock and purchase limit, with the same
 * bounds as listing it (seller-listing.schema.ts listingCondition). Conditions are not added,
 * removed or renamed in this version; those not named keep their values. Money in cents.
 */
import { z } from 'zod/mini';

const cents = z.int().check(z.minimum(0), z.maximum(100_000_000_00));

export const conditionUpdate = z
  .object({
    ID: z.int().check(z.positive(), z.maximum(2_147_483_647)),
    Price: cents.check(z.refine((v) => v > 0)),
    /** The struck-through "was" price; absent for none. */
    UnderlinedPrice: z.optional(cents),
    Stock: z.int().check(z.minimum(0), z.maximum(100_000)),
    /** A buyer may buy at most LimitNum of this condition. */
    IsLimit: z._default(z.boolean(), false),
    LimitNum: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
  })
  .check(z.refine((c) => !c.IsLimit || c.LimitNum !== undefined, { path: ['LimitNum'] }));

export const updateConditionsBody = z.object({
  Conditions: z
    .array(conditionUpdate)
    .check(
      z.minLength(1),
      z.maxLength(10), // MAX_CONDITIONS of seller-listing.schema.ts, not imported: the seller site's chunk stays without its checks
      z.refine((list) => new Set(list.map((c) => c.ID)).size === list.length, { path: ['Conditions'] }),
    ),
});
export type UpdateConditionsBody = z.output<typeof updateConditionsBody>;

/** A store item's condition as the seller site shows it (GET /api/seller/listings/:id Conditions). */
export const sellerCondition = z.object({
  ID: z.int(),
  ConditionName: z.string(),
  Price: z.int(),
  UnderlinedPrice: z.nullable(z.int()),
  Stock: z.int(),
  QuantitySold: z.int(),
  IsLimit: z.boolean(),
  LimitNum: z.int(),
});
export type SellerCondition = z.infer<typeof sellerCondition>;

export const updateConditionsReply = z.object({
  ID: z.int(),
  /** The item's list price: its lowest condition's. */
  Price: z.int(),
  Conditions: z.array(sellerCondition),
});
