import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '../../../domain/messages/notification-sizes';
import type { MessageTab } from '../../../domain/member/notification-types';
import { apiFetch } from '../../../lib/api/api-client';

// The reply schemas load with the reads (api-client.ts), not with every page's first view.
const schemas = () => import('../../../domain/messages/notification.schema');
const notificationListReplySchema = () => schemas().then((m) => m.notificationListReply);
const notificationCountsReplySchema = () => schemas().then((m) => m.notificationCountsReply);
const notificationDetailReplySchema = () => schemas().then((m) => m.notificationDetailReply);

/** Query keys of the inbox; mark read and delete patch and invalidate through these. */
export const notificationQueries = {
  all: () => ['notifications'] as const,
  lists: () => [...notificationQueries.all(), 'list'] as const,
  list: (tab: MessageTab, page: number) =>
    queryOptions({
      queryKey: [...notificationQueries.lists(), tab, page] as const,
      queryFn: ({ signal }) =>
        apiFetch(`/api/notifications?MessageType=${tab}&pageIndex=${page}&pageSize=${NOTIFICATION_PAGE_SIZE}`, { schema: notificationListReplySchema, signal }),
      placeholderData: keepPreviousData,
      // Shown from the persisted cache at once, then always checked: a notice may have come meanwhile.
      staleTime: 0,
    }),
  counts: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'counts'] as const,
      queryFn: ({ signal }) => apiFetch('/api/notifications/counts', { schema: notificationCountsReplySchema, signal }),
      staleTime: 0,
    }),
  details: () => [...notificationQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...notificationQueries.details(), id] as const,
      queryFn: ({ signal }) => apiFetch(`/api/notifications/${id}`, { schema: notificationDetailReplySchema, signal }),
    }),
};
