/** Followed (saved) sellers and the blocked list (spec 1 sections 3, 4, 8; spec 3). */
import { z } from 'zod';

/** Saved sellers and the blocked list page by 12 (spec 1 section 9, "other pagination 12"). */
export const SELLER_RELATIONS_PAGE_SIZE = 12;

export const followedSellersQuery = z.object({
  search: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const followedSeller = z.object({
  SellerId: z.number().int(),
  StoreId: z.number().int().nullable(),
  StoreName: z.string(),
  StoreLogo: z.string(),
  FollowerCount: z.number().int(),
  CommoditySellCount: z.number().int(),
});
export const followedSellersReply = z.object({ data: z.array(followedSeller), count: z.number().int() });

export const blockedQuery = z.object({
  nickName: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/** A blacklist entry: BlackMemberId with the member's avatar and name. */
export const blockedMember = z.object({
  BlackMemberId: z.number().int(),
  BlackListMember: z.object({ HeadPortrait: z.string(), RealName: z.string() }),
  CreateDate: z.string(),
});
export const blockedReply = z.object({ data: z.array(blockedMember), count: z.number().int() });

export const followReply = z.object({ IsAttention: z.boolean(), FollowerCount: z.number().int() });
export const blockReply = z.object({ IsInBlacklist: z.boolean() });
