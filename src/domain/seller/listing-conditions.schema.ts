/**
 * A store item's conditions after listing (issue 33). Restock, reprice and rename (PUT
 * /api/seller/listings/:id/conditions): existing conditions by id with a new price, "was" price,
 * stock and purchase limit, and a new name if given; those not named keep their values. Add one (POST …/conditions) and
 * remove one (DELETE …/conditions/:conditionId) are their own routes, so a stale form never
 * removes a condition by leaving it out. Same bounds as listing it (seller-listing.schema.ts
 * listingCondition). Money in cents.
 */
import { z } from 'zod/mini';

const cents = z.int().check(z.minimum(0), z.maximum(100_000_000_00));

const conditionValues = {
  Price: cents.check(z.refine((v) => v > 0)),
  /** The struck-through "was" price; absent for none. */
  UnderlinedPrice: z.optional(cents),
  Stock: z.int().check(z.minimum(0), z.maximum(100_000)),
  /** A buyer may buy at most LimitNum of this condition. */
  IsLimit: z._default(z.boolean(), false),
  LimitNum: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
};
/** A limit needs its number. */
const limitGiven = (c: { IsLimit: boolean; LimitNum?: number | undefined }) => !c.IsLimit || c.LimitNum !== undefined;

/** Names as listing allows them (seller-listing.schema.ts listingCondition): 1-40 characters, trimmed. */
export const conditionName = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

export const conditionUpdate = z
  .object({
    ID: z.int().check(z.positive(), z.maximum(2_147_483_647)),
    /** A new name, e.g. a typo fixed; absent keeps it. Orders keep the name they were bought under. */
    ConditionName: z.optional(conditionName),
    ...conditionValues,
  })
  .check(z.refine(limitGiven, { path: ['LimitNum'] }));

/** POST /api/seller/listings/:id/conditions: a new condition, e.g. a "Lightly Played" copy that came in. */
export const addConditionBody = z.object({ ConditionName: conditionName, ...conditionValues }).check(z.refine(limitGiven, { path: ['LimitNum'] }));
export type AddConditionBody = z.output<typeof addConditionBody>;

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
