/** Seller stores (spec 1 "Store", seller list and store page). Counts are computed, not stored. */
import { z } from 'zod/mini';

export const STORE_PAGE_SIZE = 60;
export const RECOMMENDED_STORES = 12;

export const storeSummary = z.object({
  Id: z.int(),
  SellerId: z.int(),
  StoreName: z.string(),
  StoreLogo: z.string(),
  FollowerCount: z.int(),
  CommoditySellCount: z.int(),
  /** The seller's feedback as a seller (spec 3 SellFavorableCount, SellNegativeCount). */
  SellFavorableCount: z.int(),
  SellNegativeCount: z.int(),
});
export type StoreSummary = z.infer<typeof storeSummary>;

export const storeListQuery = z.object({
  key: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  recommended: z.optional(z.enum(['1'])),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});

export const storeListReply = z.object({ count: z.int(), data: z.array(storeSummary) });

export const storeDetail = z.extend(storeSummary, {
  AboutStore: z.string(),
  /** Listings sold in the current calendar month (UTC). */
  CommoditySoldCount: z.int(),
  /** The signed-in member follows this seller. */
  IsAttention: z.boolean(),
  /** The signed-in member has blocked this seller. */
  IsInBlacklist: z.boolean(),
  /** The signed-in member owns this store (hide contact seller, follow and block). */
  IsOwn: z.boolean(),
});
export type StoreDetail = z.infer<typeof storeDetail>;
