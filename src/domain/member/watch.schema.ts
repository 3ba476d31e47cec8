/** The watch list (spec 1 "Watch list item", spec 3 "Watch list"). Money in cents. */
import { z } from 'zod';

export const WATCH_DROPDOWN_SIZE = 6;
export const WATCH_PAGE_SIZE = 60;

export const watchListQuery = z.object({
  /** all, active (on sale or coming soon), ended (every negative or sold-out status). */
  status: z.enum(['all', 'active', 'ended']).default('all'),
  /** ending (soonest first), newest (recently watched first), price-asc, price-desc. */
  sort: z.enum(['ending', 'newest', 'price-asc', 'price-desc']).default('newest'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().pipe(z.union([z.literal(6), z.literal(60)])).default(60),
});

export const watchItem = z.object({
  ID: z.number().int(),
  Title: z.string(),
  TitImg: z.string(),
  CommodityCode: z.string(),
  /** 1 on sale, 2 coming soon, 0 or negative: sold out / ended. */
  Status: z.number().int(),
  /** 2 outbid, 3 leading, 0 not bidding. */
  IsOutBid: z.number().int(),
  ByWay: z.number().int(),
  Bargain: z.boolean(),
  EffectiveDate: z.string().nullable(),
  AttentionCount: z.number().int(),
  AuctionCount: z.number().int(),
  USD_Price: z.number().int(),
  USD_PostageMoney: z.number().int(),
  ReceiveUserID: z.number().int(),
  RealName: z.string(),
  SellMemberSource: z.string(),
});
export type WatchItem = z.infer<typeof watchItem>;

export const watchListReply = z.object({ data: z.array(watchItem), count: z.number().int() });

/** DELETE /api/watch with several ids (select all + delete on the watch page). */
export const unwatchManyBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(240) });

export const watchToggleReply = z.object({ IsAttention: z.boolean(), AttentionCount: z.number().int() });
