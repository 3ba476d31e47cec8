/** One /messages tab of the member's notifications, newest first, 60 a page, with the tab's total. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { notificationListQuery, NotificationListReply } from '../../../src/domain/messages/notification.schema';
import type { ServiceContext } from '../context';
import { notifications } from '../../db/schema';
import { inMessageTab } from './in-message-tab';
import { toNotificationRow } from './notification-view';

type Query = z.output<typeof notificationListQuery>;

export async function listNotifications(ctx: ServiceContext, memberId: number, query: Query): Promise<NotificationListReply> {
  const where = and(eq(notifications.memberId, memberId), inMessageTab(query.MessageType));
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(notifications).where(where);
  return { Data: rows.map(toNotificationRow), Count: total?.n ?? 0 };
}
