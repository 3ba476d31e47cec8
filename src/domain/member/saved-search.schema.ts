/** Saved searches with e-mail alerts (spec 1 "Saved search", spec 3 "Saved searches"). */
import { z } from 'zod';
import { marketSearchQuery } from '../catalog/market-search.schema';

/** How many saved searches may have e-mail alerts on (the server's limit, shown as used/limit). */
export const SAVED_SEARCH_ALERT_LIMIT = 10;
export const SAVED_SEARCH_PAGE_SIZE = 20;

export const saveSearchBody = z.object({
  /** The market search as its URL query string (without "?"), e.g. "key=ohtani&t=12". */
  Query: z.string().max(2000),
  /** What the member sees: the keyword or the filters in words. */
  ShowValue: z.string().trim().min(1).max(200),
});

export const savedSearch = z.object({
  _id: z.number().int(),
  Query: z.string(),
  ShowValue: z.string(),
  ImgUrl: z.string(),
  IsNotice: z.boolean(),
  CreateDate: z.string(),
  LastUpdateDate: z.string(),
  /** Listings matching it now (selling). */
  Count: z.number().int(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchListReply = z.object({
  data: z.array(savedSearch),
  count: z.number().int(),
  NoticeUsed: z.number().int(),
  NoticeLimit: z.number().int(),
});

/** GET /api/saved-searches: the e-mail-alert group (on), the no-alert group (off) or both. */
export const savedSearchListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  notice: z.enum(['on', 'off', 'all']).default('all'),
});

export const setNoticeBody = z.object({ Notice: z.boolean() });

/** Parses a stored query back into a search; the same parser the market page and the server use. */
export function parseSavedQuery(query: string) {
  const params = new URLSearchParams(query);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  return marketSearchQuery.parse(raw);
}
