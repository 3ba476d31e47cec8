/** Deleting the member's selected notifications; other members' ids are ignored, a second delete changes none. */
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { notifications } from '../../db/schema';

export async function deleteNotifications(ctx: ServiceContext, memberId: number, ids: readonly number[]): Promise<{ Changed: number }> {
  const deleted = await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.memberId, memberId), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return { Changed: deleted.length };
}
