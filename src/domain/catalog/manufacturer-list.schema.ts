/**
 * The manufacturer lists (spec 1 "/list and /buynow", call GetListByPage): logo tabs of one
 * manufacturer type (0 on /list, 1 on the US Buy It Now list /buynow, which shows buy-now items
 * only), with type (second-level category), series, year and size (graded or raw) filters, sorted
 * by newly listed or price. Only listings on sale or coming soon are listed.
 */
import { z } from 'zod/mini';
import { listingCard } from './market-search.schema';
import { DEFAULT_PAGE_SIZE, SortTab } from './market-search-options';
import { manufacturerTab } from './home.schema';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

export const listQuery = z.object({
  manufacturerType: z._default(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)])), 0),
  /** The chosen logo tab; every manufacturer of the type when absent. */
  manufacturer: z.optional(id),
  /** Second-level category id (the commodity type: Baseball, Pokémon…). */
  type: z.optional(id),
  series: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  ),
  year: z.optional(z.coerce.number().check(z.int(), z.minimum(1800), z.maximum(2100))),
  /** No card-size property exists in the catalogue; size is graded or raw. */
  size: z.optional(z.enum(['graded', 'raw'])),
  /** 3 newly listed (default) or 2 price, as the market's sort tabs. */
  sort: z._default(z.pipe(z.coerce.number(), z.union([z.literal(SortTab.Price), z.literal(SortTab.Newly)])), SortTab.Newly),
  dir: z._default(z.enum(['asc', 'desc']), 'asc'),
  key: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  ),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.union([z.literal(60), z.literal(120), z.literal(240)])), DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.output<typeof listQuery>;

export const listReply = z.object({
  Data: z.array(listingCard),
  /** Matches, counted up to MAX_COUNTED_RESULTS. */
  Count: z.int(),
  Manufacturers: z.array(manufacturerTab),
  /** The series and years on sale for the chosen manufacturer (empty without one), for the filters. */
  Series: z.array(z.string()),
  Years: z.array(z.int()),
});
export type ListReply = z.infer<typeof listReply>;
