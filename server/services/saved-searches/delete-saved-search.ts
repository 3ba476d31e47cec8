/** Delete a saved search (DELETE /api/saved-searches/:id): deleting one already gone is not an error. */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { savedSearches } from '../../db/schema';

export async function deleteSavedSearch(ctx: ServiceContext, memberId: number, id: number): Promise<void> {
  await ctx.db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId)));
}
