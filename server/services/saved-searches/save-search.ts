/**
 * Save the current market search (POST /api/saved-searches; spec 'Saved Successfully!'). Saving a
 * search the member already saved (same normalized query) answers with that one instead of a copy.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../context';
import type { SavedSearch, saveSearchBody } from '../../../src/domain/member/saved-search.schema';
import { savedSearches } from '../../db/schema';
import { normalizeSavedQuery } from './normalize-saved-query';
import { firstMatchImage, toSavedSearch } from './saved-search-view';

export interface SaveSearchResult {
  created: boolean;
  saved: SavedSearch;
}

export async function saveSearch(ctx: ServiceContext, memberId: number, body: z.output<typeof saveSearchBody>): Promise<SaveSearchResult> {
  const { query, search } = normalizeSavedQuery(body.Query);
  const existing = await findSaved(ctx, memberId, query);
  if (existing) return { created: false, saved: await toSavedSearch(ctx.db, existing) };

  const now = ctx.clock.now();
  const imgUrl = await firstMatchImage(ctx.db, memberId, search);
  const [inserted] = await ctx.db
    .insert(savedSearches)
    .values({ memberId, query, showValue: body.ShowValue, imgUrl, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [savedSearches.memberId, savedSearches.query] })
    .returning();
  // Nothing inserted: the same search was saved a moment ago by a racing request.
  const row = inserted ?? (await findSaved(ctx, memberId, query));
  if (!row) throw new Error('saved search vanished while saving');
  return { created: inserted !== undefined, saved: await toSavedSearch(ctx.db, row) };
}

async function findSaved(ctx: ServiceContext, memberId: number, query: string) {
  const [row] = await ctx.db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.memberId, memberId), eq(savedSearches.query, query)));
  return row;
}
