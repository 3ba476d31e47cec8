/** Recently viewed listings (spec 1 SaveTourHistory; /myholo/recently). */
import { z } from 'zod';
import { listingCard } from '../catalog/market-search.schema';

export const RECENTLY_VIEWED_PAGE_SIZE = 60;
/** How many viewed listings the server keeps per member; older views drop off. */
export const RECENTLY_VIEWED_LIMIT = 100;

export const recentlyViewedQuery = z.object({ page: z.coerce.number().int().min(1).max(100).default(1) });

export const recentlyViewedItem = listingCard.extend({ ViewedAt: z.string() });
export type RecentlyViewedItem = z.infer<typeof recentlyViewedItem>;

export const recentlyViewedReply = z.object({ data: z.array(recentlyViewedItem), count: z.number().int() });
