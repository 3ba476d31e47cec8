/**
 * The optimistic side of mark read and delete: what the cached pages and counts become before the
 * server (or, offline, the replayed queue) answers. Pure, so the rules are tested without a cache.
 */
import type { NotificationCounts, NotificationListReply, NotificationRow } from '../../../domain/messages/notification.schema';
import { messageTabOf } from '../../../domain/member/notification-types';
import { withOneReadIn } from './get-notification-counts';

export type NoticeChange = 'read' | 'delete';

export function patchList(reply: NotificationListReply, ids: ReadonlySet<number>, change: NoticeChange): NotificationListReply {
  if (!reply.Data.some((row) => ids.has(row.ID))) return reply;
  if (change === 'read') return { ...reply, Data: reply.Data.map((row) => (ids.has(row.ID) && !row.IsRead ? { ...row, IsRead: true } : row)) };
  const Data = reply.Data.filter((row) => !ids.has(row.ID));
  return { Data, Count: Math.max(0, reply.Count - (reply.Data.length - Data.length)) };
}

/** The counts less the unread notices among `rows` (each id once) that the change reads or deletes. */
export function patchCounts(counts: NotificationCounts, rows: readonly Pick<NotificationRow, 'ID' | 'SendType' | 'IsRead'>[], ids: ReadonlySet<number>): NotificationCounts {
  const seen = new Set<number>();
  let next = counts;
  for (const row of rows) {
    if (!ids.has(row.ID) || row.IsRead || seen.has(row.ID)) continue;
    seen.add(row.ID);
    next = withOneReadIn(next, messageTabOf(row.SendType));
  }
  return next;
}
