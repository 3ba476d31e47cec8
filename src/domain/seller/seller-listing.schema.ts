/**
 * The seller API's "list an item" (POST /api/seller/listings; DESIGN.md section 3: the other side of
 * the buyer flows). The seller site is a separate product; this is the API it and the tests use.
 * Money in cents.
 */
import { z } from 'zod';

export const MAX_AUCTION_DAYS = 14;
export const MAX_AUCTION_MINUTES = MAX_AUCTION_DAYS * 24 * 60;

const id = z.number().int().positive().max(2_147_483_647);
const cents = z.number().int().min(0).max(100_000_000_00);

export const createListingBody = z
  .object({
    Title: z.string().trim().min(1).max(200),
    Detail: z.string().max(10_000).default(''),
    FirstCategoryId: id,
    SecondCategoryId: id,
    ThirdCategoryId: id,
    ManufacturerId: id.optional(),
    Year: z.number().int().min(1850).max(2100).optional(),
    Series: z.string().trim().max(120).optional(),
    CardNumber: z.string().trim().max(40).optional(),
    Player: z.string().trim().max(120).optional(),
    /** Grading label, e.g. "PSA 10"; absent for raw cards. */
    Grade: z.string().trim().min(1).max(40).optional(),
    /** Filter properties by ControlName, e.g. { Rookie: "Yes", Sports: "Baseball" }. */
    Properties: z
      .record(z.string().regex(/^[A-Za-z]{1,40}$/), z.string().regex(/^[^:]{1,60}$/))
      .refine((p) => Object.keys(p).length <= 20)
      .default({}),
    /** 1 buy now, 2 auction. */
    ByWay: z.union([z.literal(1), z.literal(2)]),
    /** Offers allowed (buy now only). */
    Bargain: z.boolean().default(false),
    /** Offers below this are declined at once (spec: USD_LPrice); with Bargain only. */
    OfferMinPrice: cents.optional(),
    /** Offers at or above this are accepted at once (spec: USD_HPrice); with Bargain only, below Price. */
    OfferAutoAcceptPrice: cents.optional(),
    /** The buy-now price, or the auction's starting price. */
    Price: cents.refine((v) => v > 0),
    Postage: cents.default(0),
    /** Auction length in days (auctions only). */
    DurationDays: z.number().int().min(1).max(MAX_AUCTION_DAYS).default(7),
    /** Auction length in minutes, instead of DurationDays when given (short auctions for tests and demos). */
    DurationMinutes: z.number().int().min(1).max(MAX_AUCTION_MINUTES).optional(),
    /** Extended bidding (soft close, auctions only): a bid in the last N seconds moves the end to now + N. */
    ExtendedBiddingSeconds: z.number().int().min(30).max(3600).optional(),
    /** CHP held before a first bid (auctions only); 10% of the starting price when absent. */
    DepositNum: z.number().int().min(1).max(100_000).optional(),
    /** A later start makes the listing "coming soon" until then. */
    StartsAt: z.iso.datetime().optional(),
    /** Image addresses (site paths or https URLs); generated card images when empty. */
    Images: z.array(z.string().max(500).regex(/^(\/|https:\/\/)\S+$/)).max(12).default([]),
  })
  .refine((v) => v.ByWay === 1 || !v.Bargain, { path: ['Bargain'] })
  .refine((v) => v.Bargain || (v.OfferMinPrice === undefined && v.OfferAutoAcceptPrice === undefined), { path: ['Bargain'] })
  .refine((v) => v.OfferAutoAcceptPrice === undefined || (v.OfferAutoAcceptPrice < v.Price && v.OfferAutoAcceptPrice > (v.OfferMinPrice ?? 0)), {
    path: ['OfferAutoAcceptPrice'],
  })
  .refine((v) => v.ByWay === 2 || v.ExtendedBiddingSeconds === undefined, { path: ['ExtendedBiddingSeconds'] })
  .refine((v) => v.ByWay === 2 || v.DepositNum === undefined, { path: ['DepositNum'] });
export type CreateListingBody = z.output<typeof createListingBody>;

export const createListingReply = z.object({
  ID: z.number().int(),
  CommodityCode: z.string(),
  /** 1 on sale, 2 coming soon. */
  Status: z.number().int(),
});
