/** Followed (saved) sellers and the blocked list (spec 1 sections 3, 4, 8; spec 3). */
import { z } from 'zod/mini';

/** Saved sellers and the blocked list page by 12 (spec 1 section 9, "other pagination 12"). */
export const SELLER_RELATIONS_PAGE_SIZE = 12;

export const followedSellersQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});

export const followedSeller = z.object({
  SellerId: z.int(),
  StoreId: z.nullable(z.int()),
  StoreName: z.string(),
  StoreLogo: z.string(),
  FollowerCount: z.int(),
  CommoditySellCount: z.int(),
});
export const followedSellersReply = z.object({ data: z.array(followedSeller), count: z.int() });

export const blockedQuery = z.object({
  nickName: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});

/** A blacklist entry: BlackMemberId with the member's avatar and name. */
export const blockedMember = z.object({
  BlackMemberId: z.int(),
  BlackListMember: z.object({ HeadPortrait: z.string(), RealName: z.string() }),
  CreateDate: z.string(),
});
export const blockedReply = z.object({ data: z.array(blockedMember), count: z.int() });

export const followReply = z.object({ IsAttention: z.boolean(), FollowerCount: z.int() });
export const blockReply = z.object({ IsInBlacklist: z.boolean() });
