/**
 * The seller site's offers desk (spec 2 "Offer (bargain)"; issue 33): the buyers' offers on the
 * seller's listings, waiting ones (tab 1, the 48-hour clock still running) or answered and lapsed
 * ones (tab 2), 60 a page. Money in USD cents; the buyer's name is masked as in bid lists.
 */
import { z } from 'zod/mini';

export const SELLER_OFFERS_PAGE_SIZE = 60;
export const SellerOffersTab = { Waiting: 1, Answered: 2 } as const;

export const sellerOffersQuery = z.object({
  tab: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2)), 1),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type SellerOffersQuery = z.output<typeof sellerOffersQuery>;

export const sellerOfferRow = z.object({
  ID: z.int(),
  CommodityID: z.int(),
  Title: z.string(),
  TitImg: z.string(),
  /** The listing's buy-now price: a counter-offer must stay above the offer and below it. */
  USD_Price: z.int(),
  US_Price: z.int(),
  Remark: z.string(),
  /** 0 waiting, 1 accepted, 3 declined, 4 expired, 5 countered (OfferStatus). */
  Status: z.int(),
  BuyerName: z.string(),
  Createdate: z.string(),
  ReplyDueAt: z.string(),
  /** The seller's counter-offer to it, when countered. */
  Counter: z.nullable(z.object({ US_Price: z.int(), Status: z.int(), ReplyDueAt: z.string() })),
  OrderId: z.nullable(z.int()),
});
export type SellerOfferRow = z.infer<typeof sellerOfferRow>;

const n = z.int();
export const sellerOffersReply = z.object({
  data: z.array(sellerOfferRow),
  count: z.int(),
  Counts: z.object({ 1: n, 2: n }),
});
export type SellerOffersReply = z.infer<typeof sellerOffersReply>;
