/**
 * Turn a saved search's e-mail alert on or off (PUT /api/saved-searches/:id/notice). At most
 * SAVED_SEARCH_ALERT_LIMIT may be on: the member's row is locked (FOR UPDATE) while counting and
 * updating, so two toggles at once cannot both take the last place.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { SAVED_SEARCH_ALERT_LIMIT, type SavedSearch } from '../../../src/domain/member/saved-search.schema';
import { errorMessages } from '../../../src/domain/errors/error-codes';
import { members, savedSearches } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { toSavedSearch } from './saved-search-view';

export async function setSavedSearchNotice(ctx: ServiceContext, memberId: number, id: number, notice: boolean): Promise<SavedSearch> {
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [saved] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId)));
    if (!saved) throw notFound('SAVED_SEARCH_NOT_FOUND');
    if (saved.isNotice === notice) return saved;
    if (notice) {
      const [used] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(and(eq(savedSearches.memberId, memberId), eq(savedSearches.isNotice, true)));
      if ((used?.n ?? 0) >= SAVED_SEARCH_ALERT_LIMIT) throw alertLimitReached(used?.n ?? 0);
    }
    const [updated] = await tx
      .update(savedSearches)
      .set({ isNotice: notice, updatedAt: ctx.clock.now() })
      .where(eq(savedSearches.id, id))
      .returning();
    return updated!;
  });
  return toSavedSearch(ctx.db, row);
}

/** 'You can subscribe to email alerts for up to 10 saved searches.(10/10)', on the Notice field. */
function alertLimitReached(used: number) {
  const message = errorMessages.ALERT_LIMIT_REACHED.replaceAll('{limit}', String(SAVED_SEARCH_ALERT_LIMIT)).replaceAll('{used}', String(used));
  return new AppError(409, 'ALERT_LIMIT_REACHED', 'Notice', message);
}
