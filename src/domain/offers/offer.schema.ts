/**
 * Best Offer replies (spec 2 "Offer (bargain)", "Offer status", "Offer history"). Money in cents.
 * Status: 0 waiting for an answer, 1 accepted, 3 declined, 4 expired, 5 countered (answered by the
 * seller's counter-offer, BargainType 2, whose ParentOfferID is the offer it answers).
 */
import { z } from 'zod/mini';

export const OfferStatus = { Waiting: 0, Accepted: 1, Declined: 3, Expired: 4, Countered: 5 } as const;
export type OfferStatus = (typeof OfferStatus)[keyof typeof OfferStatus];

/** 1 the buyer's offer, 2 the seller's counter-offer. */
export const BargainType = { Buyer: 1, Counter: 2 } as const;

/** The answer to an offer or a seller's action: the offer's state now, and the order once accepted. */
export const offerActionReply = z.object({
  ID: z.int(),
  CommodityID: z.int(),
  BargainType: z.int(),
  Status: z.int(),
  /** The order to pay once accepted (spec: OrderId). */
  OrderId: z.nullable(z.int()),
  ReplyDueAt: z.string(),
  /** Buyer offers still allowed on this item. */
  OffersLeft: z.int(),
});
export type OfferActionReply = z.infer<typeof offerActionReply>;

export const offerRow = z.object({
  ID: z.int(),
  BargainType: z.int(),
  US_Price: z.int(),
  Status: z.int(),
  Createdate: z.string(),
  Remark: z.string(),
  /** The offerer: the buyer's nickname, or the seller's on a counter-offer. */
  RealName: z.string(),
  MemberSource: z.string(),
  OrderId: z.nullable(z.int()),
  ParentOfferID: z.nullable(z.int()),
  ReplyDueAt: z.string(),
  /** The viewer made this row. */
  IsMine: z.boolean(),
});
export type OfferRow = z.infer<typeof offerRow>;

/** GET /api/items/:id/offers: the viewer's offers and the seller's counters on an item, newest first. */
export const offerHistoryReply = z.object({
  Item: z.object({
    ID: z.int(),
    Title: z.string(),
    TitImg: z.string(),
    CommodityCode: z.string(),
    USD_Price: z.int(),
    Status: z.int(),
    ByWay: z.int(),
    Bargain: z.boolean(),
    SellUserID: z.int(),
  }),
  List: z.array(offerRow),
  /** Buyer offers made so far (spec: FrequencyCount) and how many are left of 3. */
  FrequencyCount: z.int(),
  OffersLeft: z.int(),
  /** The row waiting for an answer (an offer for the seller, a counter for the buyer), if any. */
  Waiting: z.nullable(offerRow),
  /** The order made from an accepted offer, to pay (null when none). */
  OrderId: z.nullable(z.int()),
  /** That order is still unpaid. */
  OrderUnpaid: z.boolean(),
});
export type OfferHistoryReply = z.infer<typeof offerHistoryReply>;
