/** DELETE /api/push/subscriptions/:id: the settings page removes one of the member's devices. */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { pushSubscriptions } from '../../db/schema';
import { notFound } from '../../http/errors';

export async function removeDevice(ctx: ServiceContext, memberId: number, id: number): Promise<void> {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.memberId, memberId)))
    .returning({ id: pushSubscriptions.id });
  // Another member's device answers like a missing one.
  if (removed.length === 0) throw notFound();
}
