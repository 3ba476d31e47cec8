/**
 * PUT/DELETE /api/watch/:commodityId. Optimistic: every cached listing showing this item flips its
 * watched flag and count at once (see lib/query/patch-cached), an unwatched item leaves the cached
 * watch lists, and a failure puts everything back. Offline, the change stays and the action is
 * queued (lib/offline/send-or-queue) until the connection returns.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WatchItem } from '../../../domain/member/watch.schema';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { signedInMemberId } from '../../../lib/session/session-store';
import { markStale, patchCachedRecords, restoreSnapshot, type CacheSnapshot } from '../../../lib/query/patch-cached';
import { watchQueries, type WatchListParams } from './get-watch-list';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const watchToggleReplySchema = () => import('../../../domain/member/watch.schema').then((m) => m.watchToggleReply);

export interface ToggleWatchInput {
  commodityId: number;
  watch: boolean;
}

export function toggleWatch({ commodityId, watch }: ToggleWatchInput) {
  return sendOrQueue({ memberId: signedInMemberId(), method: watch ? 'PUT' : 'DELETE', path: `/api/watch/${commodityId}`, schema: watchToggleReplySchema });
}

type WatchListReply = { data: WatchItem[]; count: number };

const isListing = (commodityId: number) => (row: Record<string, unknown>) =>
  row.ID === commodityId && typeof row.IsAttention === 'boolean';

/** Flips the item in every cached listing and watch list; returns what to restore on failure. */
export function applyWatchOptimistically(queryClient: QueryClient, { commodityId, watch }: ToggleWatchInput): CacheSnapshot {
  const listings = patchCachedRecords(queryClient, isListing(commodityId), (row) =>
    row.IsAttention === watch
      ? row
      : { ...row, IsAttention: watch, AttentionCount: Math.max(0, Number(row.AttentionCount ?? 0) + (watch ? 1 : -1)) },
  );
  const lists: CacheSnapshot[number][] = [];
  for (const [key, reply] of queryClient.getQueriesData<WatchListReply>({ queryKey: watchQueries.lists() })) {
    if (!reply) continue;
    const params = key[key.length - 1] as WatchListParams;
    const listed = reply.data.some((item) => item.ID === commodityId);
    if (!watch && listed) {
      lists.push([key, reply]);
      queryClient.setQueryData(key, { data: reply.data.filter((item) => item.ID !== commodityId), count: Math.max(0, reply.count - 1) });
    } else if (watch && !listed && params.status === 'all' && !params.search) {
      // The item itself is not cached here; the count (the header badge) can move now, the row after the refetch.
      lists.push([key, reply]);
      queryClient.setQueryData(key, { ...reply, count: reply.count + 1 });
    }
  }
  return [...listings, ...lists];
}

export function useToggleWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWatch,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: watchQueries.lists() });
      return { snapshot: applyWatchOptimistically(queryClient, input) };
    },
    onError: (_error, _input, context) => {
      if (context) restoreSnapshot(queryClient, context.snapshot);
    },
    onSuccess: (sent, { commodityId }) => {
      if (sent.queued) return;
      const { reply } = sent;
      const patched = patchCachedRecords(queryClient, isListing(commodityId), (row) => ({
        ...row,
        IsAttention: reply.IsAttention,
        AttentionCount: reply.AttentionCount,
      }));
      markStale(queryClient, patched);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchQueries.lists() }),
  });
}
