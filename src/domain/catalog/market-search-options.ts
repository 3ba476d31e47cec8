/**
 * The market search's options and text rules, without zod: the market's pages use them in their
 * first view, where the schemas (market-search.schema.ts) would cost their building for nothing.
 */
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
