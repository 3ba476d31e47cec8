import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { markStale, patchCachedRecords } from '../../../lib/query/patch-cached';
import { watchQueries } from './get-watch-list';

/** DELETE /api/watch { ids }: the watch page's "delete selected". */
export function unwatchMany(ids: number[]) {
  return apiFetch('/api/watch', { method: 'DELETE', body: { ids } });
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
