/** The member's saved searches (/myholo/search and the header box), newest first, 20 a page. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../context';
import {
  SAVED_SEARCH_ALERT_LIMIT,
  SAVED_SEARCH_PAGE_SIZE,
  type savedSearchListQuery,
  type savedSearchListReply,
} from '../../../src/domain/member/saved-search.schema';
import { savedSearches } from '../../db/schema';
import { toSavedSearch } from './saved-search-view';

type Query = z.output<typeof savedSearchListQuery>;
type Reply = z.output<typeof savedSearchListReply>;

export async function listSavedSearches(ctx: ServiceContext, memberId: number, query: Query): Promise<Reply> {
  const mine = eq(savedSearches.memberId, memberId);
  const where = query.notice === 'all' ? mine : and(mine, eq(savedSearches.isNotice, query.notice === 'on'));
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(where)
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(SAVED_SEARCH_PAGE_SIZE)
    .offset((query.page - 1) * SAVED_SEARCH_PAGE_SIZE);
  const [counts] = await ctx.db
    .select({
      total: sql<number>`(count(*) filter (where ${where}))::int`,
      noticeUsed: sql<number>`(count(*) filter (where ${savedSearches.isNotice}))::int`,
    })
    .from(savedSearches)
    .where(mine);
  const data = [];
  for (const row of rows) data.push(await toSavedSearch(ctx.db, row));
  return { data, count: counts?.total ?? 0, NoticeUsed: counts?.noticeUsed ?? 0, NoticeLimit: SAVED_SEARCH_ALERT_LIMIT };
}
