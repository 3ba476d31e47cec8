import { useQuery } from '@tanstack/react-query';
import type { MessageTab } from '../../../domain/member/notification-types';
import { notificationQueries } from './notification-queries';

/** One tab's page of notices, 60 a page (spec 3 section 9). */
export function useNotifications(tab: MessageTab, page: number) {
  return useQuery(notificationQueries.list(tab, page));
}
