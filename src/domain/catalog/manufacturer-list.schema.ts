/**
 * The manufacturer lists (spec 1 "/list and /buynow", call GetListByPage): logo tabs of one
 * manufacturer type (0 on /list, 1 on the US Buy It Now list /buynow, which shows buy-now items
 * only), with type (second-level category), series, year and size (graded or raw) filters, sorted
 * by newly listed or price. Only listings on sale or coming soon are listed.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, listingCard, SortTab } from './market-search.schema';
import { manufacturerTab } from './home.schema';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const listQuery = z.object({
  manufacturerType: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).default(0),
  /** The chosen logo tab; every manufacturer of the type when absent. */
  manufacturer: id.optional(),
  /** Second-level category id (the commodity type: Baseball, Pokémon…). */
  type: id.optional(),
  series: z.string().trim().max(100).optional().transform((v) => (v ? v : undefined)),
  year: z.coerce.number().int().min(1800).max(2100).optional(),
  /** No card-size property exists in the catalogue; size is graded or raw. */
  size: z.enum(['graded', 'raw']).optional(),
  /** 3 newly listed (default) or 2 price, as the market's sort tabs. */
  sort: z.coerce.number().pipe(z.union([z.literal(SortTab.Price), z.literal(SortTab.Newly)])).default(SortTab.Newly),
  dir: z.enum(['asc', 'desc']).default('asc'),
  key: z.string().trim().max(100).optional().transform((v) => (v ? v : undefined)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().pipe(z.union([z.literal(60), z.literal(120), z.literal(240)])).default(DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.output<typeof listQuery>;

export const listReply = z.object({
  Data: z.array(listingCard),
  /** Matches, counted up to MAX_COUNTED_RESULTS. */
  Count: z.number().int(),
  Manufacturers: z.array(manufacturerTab),
  /** The series and years on sale for the chosen manufacturer (empty without one), for the filters. */
  Series: z.array(z.string()),
  Years: z.array(z.number().int()),
});
export type ListReply = z.infer<typeof listReply>;
