import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { signedInMemberId } from '../../../lib/session/session-store';
import { markStale, patchCachedRecords } from '../../../lib/query/patch-cached';
import { watchQueries } from './get-watch-list';

/** DELETE /api/watch { ids }: the watch page's "delete selected" (queued while offline). */
export function unwatchMany(ids: number[]) {
  return sendOrQueue({ memberId: signedInMemberId(), method: 'DELETE', path: '/api/watch', body: { ids } });
}

export function useUnwatchMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unwatchMany,
    onSuccess: (_reply, ids) => {
      const removed = new Set(ids);
      const patched = patchCachedRecords(
        queryClient,
        (row) => typeof row.ID === 'number' && removed.has(row.ID) && row.IsAttention === true,
        (row) => ({ ...row, IsAttention: false, AttentionCount: Math.max(0, Number(row.AttentionCount ?? 0) - 1) }),
      );
      markStale(queryClient, patched);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchQueries.lists() }),
  });
}
