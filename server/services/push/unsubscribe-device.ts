/** DELETE /api/push/subscriptions: this browser stops receiving (switched off, or signing out). Idempotent. */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { pushSubscriptions } from '../../db/schema';

export async function unsubscribeDevice(ctx: ServiceContext, memberId: number, endpoint: string): Promise<void> {
  await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.memberId, memberId)));
}
