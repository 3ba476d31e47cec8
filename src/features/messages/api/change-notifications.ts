import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notificationChangeReply, type NotificationCounts, type NotificationDetail, type NotificationListReply, type NotificationRow } from '../../../domain/messages/notification.schema';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { signedInMemberId } from '../../../lib/session/session-store';
import { patchCounts, patchList, type NoticeChange } from './notice-cache-patch';
import { notificationQueries } from './notification-queries';

/**
 * POST /api/notifications/read or /delete { Ids }, queued while offline (the key makes the replay
 * count once). The pages and counts change at once; a refusal puts them back.
 */
export function changeNotifications(change: NoticeChange, ids: number[]) {
  return sendOrQueue({
    memberId: signedInMemberId(),
    method: 'POST',
    path: `/api/notifications/${change === 'read' ? 'read' : 'delete'}`,
    body: { Ids: ids },
    schema: notificationChangeReply,
  });
}

/** Every notice the cache holds (pages and details): which of the ids were unread, and in which tab. */
function cachedRows(queryClient: QueryClient): NotificationRow[] {
  const pages = queryClient.getQueriesData<NotificationListReply>({ queryKey: notificationQueries.lists() });
  const details = queryClient.getQueriesData<NotificationDetail>({ queryKey: notificationQueries.details() });
  return [...pages.flatMap(([, reply]) => reply?.Data ?? []), ...details.flatMap(([, detail]) => (detail ? [detail] : []))];
}

function applyOptimistically(queryClient: QueryClient, change: NoticeChange, ids: number[]) {
  const chosen = new Set(ids);
  const snapshot = queryClient.getQueriesData({ queryKey: notificationQueries.all() });
  const rows = cachedRows(queryClient);
  queryClient.setQueriesData<NotificationListReply>({ queryKey: notificationQueries.lists() }, (reply) => reply && patchList(reply, chosen, change));
  queryClient.setQueryData<NotificationCounts>(notificationQueries.counts().queryKey, (counts) => counts && patchCounts(counts, rows, chosen));
  if (change === 'read') {
    queryClient.setQueriesData<NotificationDetail>({ queryKey: notificationQueries.details() }, (detail) =>
      detail && chosen.has(detail.ID) && !detail.IsRead ? { ...detail, IsRead: true } : detail,
    );
  }
  return snapshot;
}

export function useChangeNotifications(change: NoticeChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => changeNotifications(change, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationQueries.all() });
      return applyOptimistically(queryClient, change, ids);
    },
    onError: (_error, _ids, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // Offline the reads pause and the queue's replay refreshes everything; online this checks the answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  });
}
