/** A notifications row as the inbox API carries it (src/domain/messages/notification.schema.ts). */
import type { NotificationRow } from '../../../src/domain/messages/notification.schema';
import { noticeLink } from '../../../src/domain/messages/notice-link';
import type { notifications } from '../../db/schema';
import { noticePlainText } from './notice-plain-text';

type Notification = typeof notifications.$inferSelect;

export function toNotificationRow(row: Notification): NotificationRow {
  return {
    ID: row.id,
    Title: row.title,
    ContentDesc: noticePlainText(row.body),
    SendType: row.sendType,
    RelationID: row.relationId,
    IsRead: row.isRead,
    CreateDate: row.createdAt.toISOString(),
    Link: noticeLink({ id: row.id, sendType: row.sendType, relationId: row.relationId, link: row.link, sellerSide: row.sellerSide }),
    SellerSide: row.sellerSide,
  };
}
