/**
 * Marking the member's notifications read: one (404 when it is not theirs) or a selection (ids of
 * other members' rows are ignored). Changed counts the rows that were unread, so a replay says 0.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/errors';

export async function markNotificationsRead(ctx: ServiceContext, memberId: number, ids: readonly number[]): Promise<{ Changed: number }> {
  const changed = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.memberId, memberId), inArray(notifications.id, [...ids]), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { Changed: changed.length };
}

export async function markNotificationRead(ctx: ServiceContext, memberId: number, id: number): Promise<{ Changed: number }> {
  const reply = await markNotificationsRead(ctx, memberId, [id]);
  if (reply.Changed) return reply;
  const [mine] = await ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)));
  if (!mine) throw notFound('NOTIFICATION_NOT_FOUND');
  return reply;
}
