/**
 * Bidding API contracts (spec 2 sections 2-5; DESIGN.md sections 3-5). Money in USD cents. Bid rows
 * are the same in the item page, the live hub message and the bid history: other bidders' names are
 * masked, the viewer's own bids carry their nickname and IsMine.
 */
import { z } from 'zod';

export const BID_HISTORY_PAGE_SIZE = 60;
export const MY_BIDS_PAGE_SIZE = 60;
/** The item page shows the first 3 bids (spec 2 "Item detail"). */
export const ITEM_PAGE_BIDS = 3;
/** The hub message carries the newest bids, enough for the item page and the bid dialog. */
export const LIVE_BID_LIST_SIZE = 10;

export const bidRow = z.object({
  /** Masked (first letter, stars, last letter) unless it is the viewer's own bid. */
  CreateUserName: z.string(),
  IsMine: z.boolean(),
  /** The bidder's positive feedback count as a buyer (spec: BuyFavorableCount). */
  BuyFavorableCount: z.number().int(),
  MemberSource: z.string(),
  /** The price this bid stands for (cents). */
  USD_Price: z.number().int(),
  /** Placed by the leader's proxy maximum rather than by hand. */
  IsAuto: z.boolean(),
  CreateDate: z.string(),
});
export type BidRow = z.infer<typeof bidRow>;

/** IsOutBid of spec 2: 0 the viewer has not bid, 2 outbid, 3 leading. */
export const OutBid = { None: 0, Outbid: 2, Leading: 3 } as const;
export type OutBid = (typeof OutBid)[keyof typeof OutBid];

/** The live part of an auction: what a bid changes. */
export const auctionLive = z.object({
  CommodityID: z.number().int(),
  Status: z.number().int(),
  USD_Price: z.number().int(),
  /** Lowest maximum accepted from a new bidder now (spec: newPlacePrice). */
  MinNextBid: z.number().int(),
  AuctionCount: z.number().int(),
  AuctionsUserCount: z.number().int(),
  /** Auction end (ISO); moves with extended bidding. */
  EffectiveDate: z.string().nullable(),
});
export type AuctionLive = z.infer<typeof auctionLive>;

/**
 * The hub's addChatMessage argument (signalr-protocol.md): CommodityID, List (newest first),
 * PriceCount (bids) and UserCount (bidders), plus the live fields so the page needs no refetch.
 * CommittedAt is when the bid's transaction committed (for the fan-out delay measurement).
 */
export const hubBidMessage = auctionLive.extend({
  List: z.array(bidRow),
  PriceCount: z.number().int(),
  UserCount: z.number().int(),
  /** The viewer's state on this socket (0 when signed out or not bidding). */
  IsOutBid: z.number().int(),
  CommittedAt: z.string(),
});
export type HubBidMessage = z.infer<typeof hubBidMessage>;

/** POST /api/items/:id/bids: the bidder's maximum. */
export const placeBidBody = z.object({
  Price: z.number({ error: 'BID_PRICE_REQUIRED' }).int({ error: 'BID_PRICE_REQUIRED' }).min(0).max(999_999_999),
});
export type PlaceBidBody = z.infer<typeof placeBidBody>;

export const placeBidReply = auctionLive.extend({
  /** leading: 'You are the highest bidder!'; raised: 'Bid successful!'; outbid: 'Another bidder is ahead…'. */
  Outcome: z.enum(['leading', 'raised', 'outbid']),
  IsOutBid: z.number().int(),
  /** The viewer's own maximum (only they see it; spec: USD_MyPrice). */
  USD_MyPrice: z.number().int(),
});
export type PlaceBidReply = z.infer<typeof placeBidReply>;

/** GET /api/items/:id/deposit (spec: "auction check"): DepositNum (CHP), SumMoney (balance, cents). */
export const depositCheckReply = z.object({
  DepositNum: z.number().int(),
  /** Spendable CHP balance in cents. */
  SumMoney: z.number().int(),
  /** The deposit for this item is already held: the dialog opens in auction mode. */
  InAuction: z.boolean(),
});
export type DepositCheckReply = z.infer<typeof depositCheckReply>;

/** POST /api/items/:id/deposit: hold DepositNum CHP (idempotent: a second call changes nothing). */
export const payDepositReply = depositCheckReply;

/** GET /api/items/:id/bids (bid history page, spec 3 "Bid history"). */
export const bidHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
export const bidHistoryReply = z.object({
  Item: z.object({
    ID: z.number().int(),
    Title: z.string(),
    TitImg: z.string(),
    CommodityCode: z.string(),
    Status: z.number().int(),
    SellUserID: z.number().int(),
    USD_Price: z.number().int(),
    AuctionCount: z.number().int(),
    AuctionsUserCount: z.number().int(),
    StartDate: z.string(),
    EffectiveDate: z.string().nullable(),
    /** Duration in days (spec: EffectiveDay). */
    EffectiveDay: z.number().int(),
    IsOutBid: z.number().int(),
  }),
  List: z.array(bidRow),
  Count: z.number().int(),
});
export type BidHistoryReply = z.infer<typeof bidHistoryReply>;

/** /myholo/bids filter: leading and outbid are live auctions; won and lost have ended. */
export const myBidsStatuses = ['all', 'leading', 'outbid', 'won', 'lost'] as const;
export type MyBidsStatus = (typeof myBidsStatuses)[number];

export const myBidsQuery = z.object({
  status: z.enum(myBidsStatuses).default('all'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const myBidItem = z.object({
  ID: z.number().int(),
  Title: z.string(),
  TitImg: z.string(),
  CommodityCode: z.string(),
  Status: z.number().int(),
  USD_Price: z.number().int(),
  USD_MyPrice: z.number().int(),
  AuctionCount: z.number().int(),
  EffectiveDate: z.string().nullable(),
  MyLastBidDate: z.string(),
  /** leading | outbid | won | lost. */
  State: z.enum(['leading', 'outbid', 'won', 'lost']),
  /** The winner's unpaid order, for Pay now (won only). */
  OrderId: z.number().int().nullable(),
});
export type MyBidItem = z.infer<typeof myBidItem>;
export const myBidsReply = z.object({ data: z.array(myBidItem), count: z.number().int() });
export type MyBidsReply = z.infer<typeof myBidsReply>;
