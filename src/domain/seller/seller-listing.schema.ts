/**
 * The seller API's "list an item" (POST /api/seller/listings; DESIGN.md section 3: the other side of
 * the buyer flows). The seller site is a separate product; this is the API it and the tests use.
 * Money in cents.
 */
import { z } from 'zod/mini';
import { imageUrlForm } from '../media/image-url';
import { rawConditions } from '../catalog/grading';

export const MAX_AUCTION_DAYS = 14;
export const MAX_AUCTION_MINUTES = MAX_AUCTION_DAYS * 24 * 60;

const id = z.int().check(z.positive(), z.maximum(2_147_483_647));
const cents = z.int().check(z.minimum(0), z.maximum(100_000_000_00));

/** A store item's condition (spec 2 "Store item" Condition): its own price, stock and purchase limit. */
export const listingCondition = z
  .object({
    ConditionName: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    Price: cents.check(z.refine((v) => v > 0)),
    /** The struck-through "was" price (shown when given). */
    UnderlinedPrice: z.optional(cents),
    Stock: z.int().check(z.minimum(0), z.maximum(100_000)),
    /** A buyer may buy at most LimitNum of this condition. */
    IsLimit: z._default(z.boolean(), false),
    LimitNum: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
  })
  .check(z.refine((c) => !c.IsLimit || c.LimitNum !== undefined, { path: ['LimitNum'] }));
export const MAX_CONDITIONS = 10;

export const createListingBody = z
  .object({
    Title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    Detail: z._default(z.string().check(z.maxLength(10_000)), ''),
    FirstCategoryId: id,
    SecondCategoryId: id,
    ThirdCategoryId: id,
    ManufacturerId: z.optional(id),
    Year: z.optional(z.int().check(z.minimum(1850), z.maximum(2100))),
    Series: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    CardNumber: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    Player: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    /** Grading company code (src/domain/catalog/grading.ts graders), e.g. "PSA"; absent for raw cards. */
    Grader: z.optional(z.string().check(z.trim(), z.maxLength(10))),
    /** The grade on the grader's scale, e.g. 10 or 9.5; checked against the grader's scale by the service. */
    Grade: z.optional(z.number().check(z.minimum(0), z.maximum(10))),
    /** The certification number on the slab's label (graded cards only). */
    CertNumber: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
    /** A raw card's condition: NM, LP, MP, HP or DMG. */
    Condition: z.optional(z.enum(rawConditions)),
    /** Filter properties by ControlName, e.g. { Rookie: "Yes", Sports: "Baseball" }. */
    Properties: z._default(
      z
        .record(z.string().check(z.regex(/^[A-Za-z]{1,40}$/)), z.string().check(z.regex(/^[^:]{1,60}$/)))
        .check(z.refine((p) => Object.keys(p).length <= 20)),
      {},
    ),
    /** 1 buy now, 2 auction. */
    ByWay: z.union([z.literal(1), z.literal(2)]),
    /** 0 a marketplace listing, 1 a store item (Buy It Now by condition; the seller's store sells it). */
    OrderType: z._default(z.union([z.literal(0), z.literal(1)]), 0),
    /** A store item's conditions (OrderType 1 only, at least one). */
    Conditions: z.optional(z.array(listingCondition).check(z.minLength(1), z.maxLength(MAX_CONDITIONS))),
    /** Offers allowed (buy now only). */
    Bargain: z._default(z.boolean(), false),
    /** Offers below this are declined at once (spec: USD_LPrice); with Bargain only. */
    OfferMinPrice: z.optional(cents),
    /** Offers at or above this are accepted at once (spec: USD_HPrice); with Bargain only, below Price. */
    OfferAutoAcceptPrice: z.optional(cents),
    /** The buy-now price, or the auction's starting price. */
    Price: cents.check(z.refine((v) => v > 0)),
    Postage: z._default(cents, 0),
    /** Auction length in days (auctions only). */
    DurationDays: z._default(z.int().check(z.minimum(1), z.maximum(MAX_AUCTION_DAYS)), 7),
    /** Auction length in minutes, instead of DurationDays when given (short auctions for tests and demos). */
    DurationMinutes: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_AUCTION_MINUTES))),
    /** Extended bidding (soft close, auctions only): a bid in the last N seconds moves the end to now + N. */
    ExtendedBiddingSeconds: z.optional(z.int().check(z.minimum(30), z.maximum(3600))),
    /** CHP held before a first bid (auctions only); 10% of the starting price when absent. */
    DepositNum: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
    /** A later start makes the listing "coming soon" until then. */
    StartsAt: z.optional(z.iso.datetime()),
    /** Image addresses (/media/ paths or https URLs, whose host the server checks against MEDIA_HOSTS); generated card images when empty. */
    Images: z._default(z.array(z.string().check(z.maxLength(500), z.refine((url) => imageUrlForm(url) !== null))).check(z.maxLength(12)), []),
  })
  .check(
    z.refine((v) => v.ByWay === 1 || !v.Bargain, { path: ['Bargain'] }),
    z.refine((v) => v.Bargain || (v.OfferMinPrice === undefined && v.OfferAutoAcceptPrice === undefined), { path: ['Bargain'] }),
    z.refine((v) => v.OfferAutoAcceptPrice === undefined || (v.OfferAutoAcceptPrice < v.Price && v.OfferAutoAcceptPrice > (v.OfferMinPrice ?? 0)), {
      path: ['OfferAutoAcceptPrice'],
    }),
    z.refine((v) => v.ByWay === 2 || v.ExtendedBiddingSeconds === undefined, { path: ['ExtendedBiddingSeconds'] }),
    z.refine((v) => v.ByWay === 2 || v.DepositNum === undefined, { path: ['DepositNum'] }),
    z.refine((v) => (v.OrderType === 1) === (v.Conditions !== undefined), { path: ['Conditions'] }),
    z.refine((v) => v.OrderType === 0 || (v.ByWay === 1 && !v.Bargain), { path: ['OrderType'] }),
    // One name once per item, case aside, as adding a condition later checks (CONDITION_NAME_TAKEN).
    z.refine((v) => new Set((v.Conditions ?? []).map((c) => c.ConditionName.toLowerCase())).size === (v.Conditions ?? []).length, { path: ['Conditions'] }),
  );
export type CreateListingBody = z.output<typeof createListingBody>;

export const createListingReply = z.object({
  ID: z.int(),
  CommodityCode: z.string(),
  /** 1 on sale, 2 coming soon. */
  Status: z.int(),
});
