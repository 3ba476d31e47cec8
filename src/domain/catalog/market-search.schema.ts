/**
 * The market search (spec 1 "Market", section 4 store filters and sort tabs, section 5 price rule).
 * The query's parameter names are the URL's: /market/{id?}?key=…&f=…&min=… is the whole search,
 * so it can be shared, bookmarked, saved as a saved search and restored offline. GET
 * /api/market/search takes the same parameters.
 */
import { z } from 'zod/mini';
import { recordIdParam } from '../ids/record-id';
import { graderCodes, rawConditions } from './grading';
import { DEFAULT_PAGE_SIZE, listingStatusFilters, priceText, propertyFilterToken } from './market-search-options';

const id = recordIdParam;
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );

export const marketSearchQuery = z.object({
  key: optionalText(100),
  /** Category ids: first, second and third level. */
  f: z.optional(id),
  s: z.optional(id),
  t: z.optional(id),
  /** Price range in USD as typed ("12.5"); invalid text is ignored rather than refused. */
  min: z.catch(z.optional(z.string().check(z.regex(priceText))), undefined),
  max: z.catch(z.optional(z.string().check(z.regex(priceText))), undefined),
  type: z._default(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])), 0),
  status: z._default(z.enum(listingStatusFilters), 'selling'),
  /** Graded filter: "1" graded only, "0" raw only. */
  graded: z.optional(z.enum(['0', '1'])),
  /** Grading company code ("PSA"): graded cards from that grader only. */
  grader: z.optional(z.enum(graderCodes)),
  /** Minimum grade as written on labels ("9.5", "10"): graded cards at or above it. */
  grade: z.optional(z.string().check(z.regex(/^(10|[1-9](\.5)?)$/))),
  /** The card's year (spec: CommodityYear). */
  year: z.optional(z.coerce.number().check(z.int(), z.minimum(1850), z.maximum(2100))),
  /** A raw card's condition code (NM, LP, MP, HP, DMG). */
  cond: z.optional(z.enum(rawConditions)),
  /** Property filters as "ControlName:Value", repeatable (e.g. prop=Rookie:Yes&prop=Auto:Yes). */
  prop: z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
    ),
    z.array(z.string().check(z.regex(propertyFilterToken))).check(z.maxLength(20)),
  ),
  /** Manufacturer id (banner click type 10, home tiles). */
  mf: z.optional(id),
  sort: z.optional(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))),
  /** Direction of the price sort (the price tab toggles). */
  dir: z.optional(z.enum(['asc', 'desc'])),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  size: z._default(z.pipe(z.coerce.number(), z.union([z.literal(60), z.literal(120), z.literal(240)])), DEFAULT_PAGE_SIZE),
});
export type MarketSearchInput = z.input<typeof marketSearchQuery>;
export type MarketSearch = z.output<typeof marketSearchQuery>;

/** A listing card in search results (spec 1 "Listing (search result)"). Money in cents. */
export const listingCard = z.object({
  ID: z.int(),
  Title: z.string(),
  TitImg: z.string(),
  USD_Price: z.int(),
  ByWay: z.int(),
  Bargain: z.boolean(),
  OrderType: z.int(),
  Status: z.int(),
  AuctionCount: z.int(),
  AttentionCount: z.int(),
  /** Auction end (ISO), null for buy-now and store items. */
  EffectiveDate: z.nullable(z.string()),
  /** Coming-soon start (ISO). */
  StartDate: z.string(),
  IsGraded: z.boolean(),
  /** The grade label ("PSA 10", "BGS 9.5"), null for raw cards and sealed products. */
  GradeLabel: z.optional(z.nullable(z.string())),
  /** A raw card's condition code (NM, LP…), null otherwise. */
  Condition: z.optional(z.nullable(z.string())),
  StoreId: z.nullable(z.int()),
  SellerName: z.string(),
  /** Watched by the signed-in member (false for visitors). */
  IsAttention: z.boolean(),
});
export type ListingCard = z.infer<typeof listingCard>;

export const marketSearchReply = z.object({
  PagedMarketItemList: z.array(listingCard),
  PageIndex: z.int(),
  TotalCount: z.int(),
  /** The search as applied after the combination rules (normalizeMarketSearch). */
  Applied: z.object({ type: z.int(), sort: z.int(), dir: z.enum(['asc', 'desc']), max: z.optional(z.string()) }),
});
export type MarketSearchReply = z.infer<typeof marketSearchReply>;
