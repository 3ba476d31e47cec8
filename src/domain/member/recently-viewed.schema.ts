/** Recently viewed listings (spec 1 SaveTourHistory; /myholo/recently). */
import { z } from 'zod/mini';
import { listingCard } from '../catalog/market-search.schema';

export const RECENTLY_VIEWED_PAGE_SIZE = 60;
/** How many viewed listings the server keeps per member; older views drop off. */
export const RECENTLY_VIEWED_LIMIT = 100;

export const recentlyViewedQuery = z.object({ page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 1) });

export const recentlyViewedItem = z.extend(listingCard, { ViewedAt: z.string() });
export type RecentlyViewedItem = z.infer<typeof recentlyViewedItem>;

export const recentlyViewedReply = z.object({ data: z.array(recentlyViewedItem), count: z.int() });
