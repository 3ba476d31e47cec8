/** Seller stores (spec 1 "Store", seller list and store page). Counts are computed, not stored. */
import { z } from 'zod';

export const STORE_PAGE_SIZE = 60;
export const RECOMMENDED_STORES = 12;

export const storeSummary = z.object({
  Id: z.number().int(),
  SellerId: z.number().int(),
  StoreName: z.string(),
  StoreLogo: z.string(),
  FollowerCount: z.number().int(),
  CommoditySellCount: z.number().int(),
});
export type StoreSummary = z.infer<typeof storeSummary>;

export const storeListQuery = z.object({
  key: z.string().trim().max(60).optional(),
  recommended: z.enum(['1']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const storeListReply = z.object({ count: z.number().int(), data: z.array(storeSummary) });

export const storeDetail = storeSummary.extend({
  AboutStore: z.string(),
  /** Listings sold in the current calendar month (UTC). */
  CommoditySoldCount: z.number().int(),
  SellFavorableCount: z.number().int(),
  SellNegativeCount: z.number().int(),
  /** The signed-in member follows this seller. */
  IsAttention: z.boolean(),
  /** The signed-in member has blocked this seller. */
  IsInBlacklist: z.boolean(),
  /** The signed-in member owns this store (hide contact seller, follow and block). */
  IsOwn: z.boolean(),
});
export type StoreDetail = z.infer<typeof storeDetail>;
