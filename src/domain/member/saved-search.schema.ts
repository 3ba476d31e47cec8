/** Saved searches with e-mail alerts (spec 1 "Saved search", spec 3 "Saved searches"). */
import { z } from 'zod/mini';
import { marketSearchQuery } from '../catalog/market-search.schema';

/** How many saved searches may have e-mail alerts on (the server's limit, shown as used/limit). */
export const SAVED_SEARCH_ALERT_LIMIT = 10;
export const SAVED_SEARCH_PAGE_SIZE = 20;

export const saveSearchBody = z.object({
  /** The market search as its URL query string (without "?"), e.g. "key=ohtani&t=12". */
  Query: z.string().check(z.maxLength(2000)),
  /** What the member sees: the keyword or the filters in words. */
  ShowValue: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export const savedSearch = z.object({
  _id: z.int(),
  Query: z.string(),
  ShowValue: z.string(),
  ImgUrl: z.string(),
  IsNotice: z.boolean(),
  CreateDate: z.string(),
  LastUpdateDate: z.string(),
  /** Listings matching it now (selling). */
  Count: z.int(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchListReply = z.object({
  data: z.array(savedSearch),
  count: z.int(),
  NoticeUsed: z.int(),
  NoticeLimit: z.int(),
});

/** GET /api/saved-searches: the e-mail-alert group (on), the no-alert group (off) or both. */
export const savedSearchListQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  notice: z._default(z.enum(['on', 'off', 'all']), 'all'),
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
