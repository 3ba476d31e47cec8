/** The watch list (spec 1 "Watch list item", spec 3 "Watch list"). Money in cents. */
import { z } from 'zod/mini';
import { recordId } from '../ids/record-id';

export const watchListQuery = z.object({
  /** all, active (on sale or coming soon), ended (every negative or sold-out status). */
  status: z._default(z.enum(['all', 'active', 'ended']), 'all'),
  /** ending (soonest first), newest (recently watched first), price-asc, price-desc. */
  sort: z._default(z.enum(['ending', 'newest', 'price-asc', 'price-desc']), 'newest'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  size: z._default(z.pipe(z.coerce.number(), z.union([z.literal(6), z.literal(60)])), 60),
});

export const watchItem = z.object({
  ID: z.int(),
  Title: z.string(),
  TitImg: z.string(),
  CommodityCode: z.string(),
  /** 1 on sale, 2 coming soon, 0 or negative: sold out / ended. */
  Status: z.int(),
  /** 2 outbid, 3 leading, 0 not bidding. */
  IsOutBid: z.int(),
  ByWay: z.int(),
  Bargain: z.boolean(),
  EffectiveDate: z.nullable(z.string()),
  AttentionCount: z.int(),
  AuctionCount: z.int(),
  USD_Price: z.int(),
  USD_PostageMoney: z.int(),
  ReceiveUserID: z.int(),
  RealName: z.string(),
  /** The seller's feedback received as a buyer and as a seller (spec 3 "Watch item"). */
  BuyFavorableCount: z.int(),
  SellFavorableCount: z.int(),
  BuyNegativeCount: z.int(),
  SellNegativeCount: z.int(),
  SellMemberSource: z.string(),
});
export type WatchItem = z.infer<typeof watchItem>;

export const watchListReply = z.object({ data: z.array(watchItem), count: z.int() });

/** DELETE /api/watch with several ids (select all + delete on the watch page). */
export const unwatchManyBody = z.object({ ids: z.array(recordId).check(z.minLength(1), z.maxLength(240)) });

export const watchToggleReply = z.object({ IsAttention: z.boolean(), AttentionCount: z.int() });
