/**
 * GET /api/items/:id: the item page (spec 2 "Item detail", "Commodity") in its three variants:
 * auction (ByWay 2, Status 1/2), buy now (ByWay 1) and finished auction (Status < 0). Store items
 * (OrderType 1) carry Conditions for /storedetails. Money in USD cents.
 */
import { z } from 'zod/mini';
import { listingCard } from '../catalog/market-search.schema';
import { auctionLive, bidRow } from './bid.schema';

export const itemSpecifics = z.object({
  /** Grading company code ("PSA") and the grade label ("PSA 10"); null for raw cards. */
  Grader: z.nullable(z.string()),
  GradeLabel: z.nullable(z.string()),
  CertNumber: z.nullable(z.string()),
  Year: z.nullable(z.int()),
  Set: z.nullable(z.string()),
  CardNumber: z.nullable(z.string()),
  Player: z.nullable(z.string()),
  /** A raw card's condition code and its name in the request's language. */
  Condition: z.nullable(z.string()),
  ConditionName: z.nullable(z.string()),
});
export type ItemSpecifics = z.infer<typeof itemSpecifics>;

export const itemDetail = z.extend(auctionLive, {
  ID: z.int(),
  CommodityCode: z.string(),
  Title: z.string(),
  Detail: z.string(),
  TitImg: z.string(),
  /** Every image, main first; 'noimage' marks a listing uploaded without images (placeholder). */
  Images: z.array(z.string()),
  /** PropertyEnName and PropertyValue in English (spec); Name and ValueName in the request's language. */
  Properties: z.array(
    z.object({ PropertyEnName: z.string(), PropertyValue: z.string(), Name: z.optional(z.string()), ValueName: z.optional(z.string()) }),
  ),
  /** Structured specifics (issue 32); null fields are not known or do not apply. */
  Specifics: z.optional(itemSpecifics),
  ByWay: z.int(),
  OrderType: z.int(),
  Bargain: z.boolean(),
  StartPrice: z.int(),
  /** Coming-soon start (ISO): 'will be listed at {time}'. */
  StartDate: z.string(),
  /** Soft-close window in seconds, null when off. */
  ExtendedBiddingSeconds: z.nullable(z.int()),
  /** Newest first, the first ITEM_PAGE_BIDS. */
  Auctions: z.array(bidRow),
  IsOutBid: z.int(),
  /** The viewer's maximum on this item (0 when none). */
  USD_MyPrice: z.int(),
  IsAttention: z.boolean(),
  AttentionCount: z.int(),
  DepositNum: z.int(),
  SellUserID: z.int(),
  SellRealName: z.string(),
  /** The seller's feedback as a seller (the seller box's record). */
  SellFavorableCount: z.int(),
  SellNegativeCount: z.int(),
  Store: z.nullable(z.object({ ID: z.int(), Name: z.string(), Logo: z.string() })),
  /** The seller's region. */
  MemberSource: z.string(),
  /** 0 same region as the viewer (or a visitor), 2 cross-region through the agency. */
  BusinessType: z.int(),
  PostageMoney: z.int(),
  DomesticCustom: z.array(z.object({ Status: z.int(), USD_Price: z.int(), AreaName: z.string() })),
  /** The estimated buyer premium at the current price plus postage. */
  BuyerPremium: z.int(),
  /** US members with a state on file: the estimated state tax; null otherwise (never for MO). */
  StateTax: z.nullable(z.object({ StateName: z.string(), TaxPercent: z.number(), TaxPrice: z.int() })),
  IsOwn: z.boolean(),
  /** Store items: the conditions with prices and stock (spec 2 "Store item"). */
  Conditions: z.array(
    z.object({
      ID: z.int(),
      ConditionName: z.string(),
      Price: z.int(),
      UnderlinedPrice: z.nullable(z.int()),
      Stock: z.int(),
      QuantitySold: z.int(),
      IsLimit: z.boolean(),
      LimitNum: z.int(),
      /** Show the underlined price struck through next to the price (spec: ShowPrice). */
      ShowPrice: z.optional(z.boolean()),
      /** The viewer's units of this condition in store orders that are not closed; 0 for visitors. */
      Bought: z.optional(z.int()),
    }),
  ),
  /** Server time (ISO) so countdowns do not depend on the device clock. */
  ServerTime: z.string(),
});
export type ItemDetail = z.infer<typeof itemDetail>;

export const likeItemsReply = z.object({ data: z.array(listingCard) });
