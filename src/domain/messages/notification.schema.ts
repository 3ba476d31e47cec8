/**
 * The notifications inbox as the API carries it (spec 3 "Notification", section 7 notification
 * calls, section 9: 60 a page). Title and ContentDesc are plain text; Body is HTML, sanitised by
 * the server (allow-listed tags and attributes, safe links) and only on the detail answer.
 * Link is where opening it goes (src/domain/messages/notice-link.ts), a path inside Holo.
 */
import { z } from 'zod/mini';
import { recordId, recordIdParam } from '../ids/record-id';
import { MessageTab } from '../member/notification-types';
import { NOTIFICATION_PAGE_SIZE } from './notification-sizes';

/** Ids one mark-read or delete call may carry (a page and a little more). */
export const NOTIFICATION_IDS_MAX = 100;

export const messageTabs = [MessageTab.Order, MessageTab.Bids, MessageTab.Offer, MessageTab.Dispute, MessageTab.Product] as const;

/** GET /api/notifications?MessageType=5&pageIndex=1&pageSize=60 */
export const notificationListQuery = z.object({
  MessageType: z.pipe(
    z.coerce.number(),
    z.union(messageTabs.map((tab) => z.literal(tab)) as [z.ZodMiniLiteral<MessageTab>, ...z.ZodMiniLiteral<MessageTab>[]]),
  ),
  pageIndex: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(NOTIFICATION_PAGE_SIZE)), NOTIFICATION_PAGE_SIZE),
});

export const notificationParams = z.object({ id: recordIdParam });

/** POST /api/notifications/read and /api/notifications/delete: at least one id ("Please select at least one message"). */
export const notificationIdsBody = z.object({
  Ids: z.array(recordId).check(z.minLength(1, { error: 'NOTIFICATION_NONE_SELECTED' }), z.maxLength(NOTIFICATION_IDS_MAX, { error: 'BAD_REQUEST' })),
});

export const notificationRow = z.object({
  ID: z.number(),
  Title: z.string(),
  /** The body as plain text, cut for the list. */
  ContentDesc: z.string(),
  SendType: z.number(),
  RelationID: z.nullable(z.number()),
  IsRead: z.boolean(),
  CreateDate: z.string(),
  Link: z.string(),
  /** Meant for the member as a seller. */
  SellerSide: z.boolean(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

export const notificationListReply = z.object({ Data: z.array(notificationRow), Count: z.number() });
export type NotificationListReply = z.infer<typeof notificationListReply>;

export const notificationDetailReply = z.extend(notificationRow, { Body: z.string() });
export type NotificationDetail = z.infer<typeof notificationDetailReply>;

/** GET /api/notifications/counts: unread per tab (spec names) and in all. */
export const notificationCountsReply = z.object({
  OrderCount: z.number(),
  AuctionCount: z.number(),
  ASKCount: z.number(),
  SRCount: z.number(),
  SysCount: z.number(),
  Total: z.number(),
});
export type NotificationCounts = z.infer<typeof notificationCountsReply>;

/** POST read / delete: how many rows changed (a replay or a second delete changes none). */
export const notificationChangeReply = z.object({ Changed: z.number() });
