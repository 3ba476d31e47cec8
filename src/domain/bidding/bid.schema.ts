/**
 * Bidding API contracts (spec 2 sections 2-5; DESIGN.md sections 3-5). Money in USD cents. Bid rows
 * are the same in the item page, the live hub message and the bid history: other bidders' names are
 * masked, the viewer's own bids carry their nickname and IsMine.
 */
import { z } from 'zod/mini';
import { myBidsStatuses } from './bid-options';

export const bidRow = z.object({
  /** Masked (first letter, stars, last letter) unless it is the viewer's own bid. */
  CreateUserName: z.string(),
  IsMine: z.boolean(),
  /** The bidder's positive feedback count as a buyer (spec: BuyFavorableCount). */
  BuyFavorableCount: z.int(),
  MemberSource: z.string(),
  /** The price this bid stands for (cents). */
  USD_Price: z.int(),
  /** Placed by the leader's proxy maximum rather than by hand. */
  IsAuto: z.boolean(),
  CreateDate: z.string(),
});
export type BidRow = z.infer<typeof bidRow>;

/** The live part of an auction: what a bid changes. */
export const auctionLive = z.object({
  CommodityID: z.int(),
  Status: z.int(),
  USD_Price: z.int(),
  /** Lowest maximum accepted from a new bidder now (spec: newPlacePrice). */
  MinNextBid: z.int(),
  AuctionCount: z.int(),
  AuctionsUserCount: z.int(),
  /** Auction end (ISO); moves with extended bidding. */
  EffectiveDate: z.nullable(z.string()),
});
export type AuctionLive = z.infer<typeof auctionLive>;

/**
 * The hub's addChatMessage argument (signalr-protocol.md): CommodityID, List (newest first),
 * PriceCount (bids) and UserCount (bidders), plus the live fields so the page needs no refetch.
 * CommittedAt is when the bid's transaction committed (for the fan-out delay measurement).
 */
export const hubBidMessage = z.extend(auctionLive, {
  List: z.array(bidRow),
  PriceCount: z.int(),
  UserCount: z.int(),
  /** The viewer's state on this socket (0 when signed out or not bidding). */
  IsOutBid: z.int(),
  CommittedAt: z.string(),
});
export type HubBidMessage = z.infer<typeof hubBidMessage>;

/** POST /api/items/:id/bids: the bidder's maximum. */
export const placeBidBody = z.object({
  Price: z.int({ error: 'BID_PRICE_REQUIRED' }).check(z.minimum(0), z.maximum(999_999_999)),
});
export type PlaceBidBody = z.infer<typeof placeBidBody>;

export const placeBidReply = z.extend(auctionLive, {
  /** leading: 'You are the highest bidder!'; raised: 'Bid successful!'; outbid: 'Another bidder is ahead…'. */
  Outcome: z.enum(['leading', 'raised', 'outbid']),
  IsOutBid: z.int(),
  /** The viewer's own maximum (only they see it; spec: USD_MyPrice). */
  USD_MyPrice: z.int(),
});
export type PlaceBidReply = z.infer<typeof placeBidReply>;

/** GET /api/items/:id/deposit (spec: "auction check"): DepositNum (CHP), SumMoney (balance, cents). */
export const depositCheckReply = z.object({
  DepositNum: z.int(),
  /** Spendable CHP balance in cents. */
  SumMoney: z.int(),
  /** The deposit for this item is already held: the dialog opens in auction mode. */
  InAuction: z.boolean(),
});
export type DepositCheckReply = z.infer<typeof depositCheckReply>;

/** POST /api/items/:id/deposit: hold DepositNum CHP (idempotent: a second call changes nothing). */
export const payDepositReply = depositCheckReply;

/** GET /api/items/:id/bids (bid history page, spec 3 "Bid history"). */
export const bidHistoryQuery = z.object({ page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1) });
export const bidHistoryReply = z.object({
  Item: z.object({
    ID: z.int(),
    Title: z.string(),
    TitImg: z.string(),
    CommodityCode: z.string(),
    Status: z.int(),
    SellUserID: z.int(),
    USD_Price: z.int(),
    AuctionCount: z.int(),
    AuctionsUserCount: z.int(),
    StartDate: z.string(),
    EffectiveDate: z.nullable(z.string()),
    /** Duration in days (spec: EffectiveDay). */
    EffectiveDay: z.int(),
    IsOutBid: z.int(),
  }),
  List: z.array(bidRow),
  Count: z.int(),
});
export type BidHistoryReply = z.infer<typeof bidHistoryReply>;

export const myBidsQuery = z.object({
  status: z._default(z.enum(myBidsStatuses), 'all'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
});
export const myBidItem = z.object({
  ID: z.int(),
  Title: z.string(),
  TitImg: z.string(),
  CommodityCode: z.string(),
  Status: z.int(),
  USD_Price: z.int(),
  USD_MyPrice: z.int(),
  AuctionCount: z.int(),
  EffectiveDate: z.nullable(z.string()),
  MyLastBidDate: z.string(),
  /** leading | outbid | won | lost. */
  State: z.enum(['leading', 'outbid', 'won', 'lost']),
  /** The winner's unpaid order, for Pay now (won only). */
  OrderId: z.nullable(z.int()),
});
export type MyBidItem = z.infer<typeof myBidItem>;
export const myBidsReply = z.object({ data: z.array(myBidItem), count: z.int() });
export type MyBidsReply = z.infer<typeof myBidsReply>;
