/** One of the member's notifications with its body made safe to show; reading it does not mark it read. */
import { and, eq } from 'drizzle-orm';
import type { NotificationDetail } from '../../../src/domain/messages/notification.schema';
import type { ServiceContext } from '../context';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toNotificationRow } from './notification-view';
import { sanitizeNoticeHtml } from './sanitize-notice-html';

export async function readNotification(ctx: ServiceContext, memberId: number, id: number): Promise<NotificationDetail> {
  const [row] = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)));
  if (!row) throw notFound('NOTIFICATION_NOT_FOUND');
  return { ...toNotificationRow(row), Body: sanitizeNoticeHtml(row.body) };
}
