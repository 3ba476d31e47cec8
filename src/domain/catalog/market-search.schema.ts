/**
 * The market search (spec 1 "Market", section 4 store filters and sort tabs, section 5 price rule).
 * The query's parameter names are the URL's: /market/{id?}?key=…&f=…&min=… is the whole search,
 * so it can be shared, bookmarked, saved as a saved search and restored offline. GET
 * /api/market/search takes the same parameters.
 */
import { z } from 'zod';

export const PAGE_SIZES = [60, 120, 240] as const;
export const DEFAULT_PAGE_SIZE = 60;
/**
 * Results are counted and paged up to this many: a TotalCount equal to it means "this many or
 * more" (show "1,000+"), and pages past it come back empty; narrowing the search is the way on.
 * Counting further costs a visit to every match of a broad keyword (see bench/README.md).
 */
export const MAX_COUNTED_RESULTS = 1_000;

/** Listing type select (spec 1 section 4): all, buy now, auction, offers allowed (bargain). */
export const ListingType = { All: 0, BuyNow: 1, Auction: 2, Bargain: 3 } as const;
export type ListingType = (typeof ListingType)[keyof typeof ListingType];

/** Sort tabs: 0 best match (keyword only), 1 ending soonest (recently ended when sold), 2 price, 3 newly listed, 4 most bids. */
export const SortTab = { BestMatch: 0, Ending: 1, Price: 2, Newly: 3, MostBids: 4 } as const;
export type SortTab = (typeof SortTab)[keyof typeof SortTab];

export const listingStatusFilters = ['selling', 'sold'] as const;
export type ListingStatusFilter = (typeof listingStatusFilters)[number];

/** A property filter token "ControlName:Value"; the value may itself hold colons ("Magic: The Gathering"). */
export const propertyFilterToken = /^[A-Za-z]{1,40}:.{1,60}$/;

export function splitPropertyFilter(token: string): { name: string; value: string } {
  const at = token.indexOf(':');
  return { name: token.slice(0, at), value: token.slice(at + 1) };
}

/** A price as typed: digits with up to two decimals. */
export const priceText = /^\d{1,7}(\.\d{1,2})?$/;

const id = z.coerce.number().int().positive();
const optionalText = (max: number) =>
  z.string().trim().max(max).optional().transform((v) => (v ? v : undefined));

export const marketSearchQuery = z.object({
  key: optionalText(100),
  /** Category ids: first, second and third level. */
  f: id.optional(),
  s: id.optional(),
  t: id.optional(),
  /** Price range in USD as typed ("12.5"); invalid text is ignored rather than refused. */
  min: z.string().regex(priceText).optional().catch(undefined),
  max: z.string().regex(priceText).optional().catch(undefined),
  type: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])).default(0),
  status: z.enum(listingStatusFilters).default('selling'),
  /** Graded filter: "1" graded only, "0" raw only. */
  graded: z.enum(['0', '1']).optional(),
  /** Property filters as "ControlName:Value", repeatable (e.g. prop=Rookie:Yes&prop=Auto:Yes). */
  prop: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.string().regex(propertyFilterToken)).max(20)),
  /** Manufacturer id (banner click type 10, home tiles). */
  mf: id.optional(),
  sort: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)])).optional(),
  /** Direction of the price sort (the price tab toggles). */
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().pipe(z.union([z.literal(60), z.literal(120), z.literal(240)])).default(DEFAULT_PAGE_SIZE),
});
export type MarketSearchInput = z.input<typeof marketSearchQuery>;
export type MarketSearch = z.output<typeof marketSearchQuery>;

/** A listing card in search results (spec 1 "Listing (search result)"). Money in cents. */
export const listingCard = z.object({
  ID: z.number().int(),
  Title: z.string(),
  TitImg: z.string(),
  USD_Price: z.number().int(),
  ByWay: z.number().int(),
  Bargain: z.boolean(),
  OrderType: z.number().int(),
  Status: z.number().int(),
  AuctionCount: z.number().int(),
  AttentionCount: z.number().int(),
  /** Auction end (ISO), null for buy-now and store items. */
  EffectiveDate: z.string().nullable(),
  /** Coming-soon start (ISO). */
  StartDate: z.string(),
  IsGraded: z.boolean(),
  StoreId: z.number().int().nullable(),
  SellerName: z.string(),
  /** Watched by the signed-in member (false for visitors). */
  IsAttention: z.boolean(),
});
export type ListingCard = z.infer<typeof listingCard>;

export const marketSearchReply = z.object({
  PagedMarketItemList: z.array(listingCard),
  PageIndex: z.number().int(),
  TotalCount: z.number().int(),
  /** The search as applied after the combination rules (normalizeMarketSearch). */
  Applied: z.object({ type: z.number().int(), sort: z.number().int(), dir: z.enum(['asc', 'desc']), max: z.string().optional() }),
});
export type MarketSearchReply = z.infer<typeof marketSearchReply>;
