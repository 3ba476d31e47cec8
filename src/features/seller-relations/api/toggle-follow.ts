/**
 * PUT/DELETE /api/sellers/:sellerId/follow. Optimistic like the watch toggle: every cached store
 * record of this seller (store page, seller list) flips its follow flag and follower count.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followReply } from '../../../domain/member/seller-relations.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { markStale, patchCachedRecords, restoreSnapshot } from '../../../lib/query/patch-cached';
import { sellerRelationQueries } from './seller-relation-keys';

export interface ToggleFollowInput {
  sellerId: number;
  follow: boolean;
}

export function toggleFollow({ sellerId, follow }: ToggleFollowInput) {
  return apiFetch(`/api/sellers/${sellerId}/follow`, { method: follow ? 'PUT' : 'DELETE', schema: followReply });
}

const isStoreOf = (sellerId: number) => (row: Record<string, unknown>) =>
  row.SellerId === sellerId && typeof row.IsAttention === 'boolean' && typeof row.FollowerCount === 'number';

export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFollow,
    onMutate: ({ sellerId, follow }) => ({
      snapshot: patchCachedRecords(queryClient, isStoreOf(sellerId), (row) =>
        row.IsAttention === follow ? row : { ...row, IsAttention: follow, FollowerCount: Math.max(0, Number(row.FollowerCount) + (follow ? 1 : -1)) },
      ),
    }),
    onError: (_error, _input, context) => {
      if (context) restoreSnapshot(queryClient, context.snapshot);
    },
    onSuccess: (reply, { sellerId }) => {
      const patched = patchCachedRecords(queryClient, isStoreOf(sellerId), (row) => ({
        ...row,
        IsAttention: reply.IsAttention,
        FollowerCount: reply.FollowerCount,
      }));
      markStale(queryClient, patched);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerRelationQueries.followed() }),
  });
}
