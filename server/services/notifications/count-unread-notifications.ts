/**
 * The member's unread notifications per /messages tab (the tabs' and the header's badges), in one
 * query over the (member_id, is_read, id) index.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MessageTab } from '../../../src/domain/member/notification-types';
import type { NotificationCounts } from '../../../src/domain/messages/notification.schema';
import type { ServiceContext } from '../context';
import { notifications } from '../../db/schema';
import { inMessageTab } from './in-message-tab';

const unreadIn = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`.mapWith(Number);

export async function countUnreadNotifications(ctx: ServiceContext, memberId: number): Promise<NotificationCounts> {
  const [counts] = await ctx.db
    .select({
      OrderCount: unreadIn(inMessageTab(MessageTab.Order)),
      AuctionCount: unreadIn(inMessageTab(MessageTab.Bids)),
      ASKCount: unreadIn(inMessageTab(MessageTab.Offer)),
      SRCount: unreadIn(inMessageTab(MessageTab.Dispute)),
      SysCount: unreadIn(inMessageTab(MessageTab.Product)),
      Total: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.isRead, false)));
  return counts ?? { OrderCount: 0, AuctionCount: 0, ASKCount: 0, SRCount: 0, SysCount: 0, Total: 0 };
}
