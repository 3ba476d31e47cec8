import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { NotificationCounts } from '../../../domain/messages/notification.schema';
import { MessageTab } from '../../../domain/member/notification-types';
import { session } from '../../../lib/session/session-store';
import { notificationQueries } from './notification-queries';

/** Read again every minute while the tab is visible (TanStack pauses intervals in a hidden tab). */
export const COUNTS_REFRESH_MS = 60_000;

/** The unread counts of a signed-in member (the header badge, the tabs); nothing for a visitor. */
export function useNotificationCounts() {
  const { user } = useSnapshot(session);
  return useQuery({
    ...notificationQueries.counts(),
    enabled: user !== null,
    refetchInterval: COUNTS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** A tab's unread count in the counts answer (spec 3 "Notification" names its fields). */
export function unreadInTab(counts: NotificationCounts, tab: MessageTab): number {
  switch (tab) {
    case MessageTab.Order:
      return counts.OrderCount;
    case MessageTab.Bids:
      return counts.AuctionCount;
    case MessageTab.Offer:
      return counts.ASKCount;
    case MessageTab.Dispute:
      return counts.SRCount;
    case MessageTab.Product:
      return counts.SysCount;
  }
}

/** The counts with one unread notice of `tab` fewer (never below 0). */
export function withOneReadIn(counts: NotificationCounts, tab: MessageTab): NotificationCounts {
  const less = (n: number) => Math.max(0, n - 1);
  const next = { ...counts, Total: less(counts.Total) };
  switch (tab) {
    case MessageTab.Order:
      return { ...next, OrderCount: less(counts.OrderCount) };
    case MessageTab.Bids:
      return { ...next, AuctionCount: less(counts.AuctionCount) };
    case MessageTab.Offer:
      return { ...next, ASKCount: less(counts.ASKCount) };
    case MessageTab.Dispute:
      return { ...next, SRCount: less(counts.SRCount) };
    case MessageTab.Product:
      return { ...next, SysCount: less(counts.SysCount) };
  }
}
