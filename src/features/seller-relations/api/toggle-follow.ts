/**
 * PUT/DELETE /api/sellers/:sellerId/follow. Optimistic like the watch toggle: every cached store
 * record of this seller (store page, seller list) flips its follow flag and follower count; offline,
 * the change stays and the action is queued.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followReply } from '../../../domain/member/seller-relations.schema';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { signedInMemberId } from '../../../lib/session/session-store';
import { markStale, patchCachedRecords, restoreSnapshot } from '../../../lib/query/patch-cached';
import { sellerRelationQueries } from './seller-relation-keys';

export interface ToggleFollowInput {
  sellerId: number;
  follow: boolean;
}

export function toggleFollow({ sellerId, follow }: ToggleFollowInput) {
  return sendOrQueue({ memberId: signedInMemberId(), method: follow ? 'PUT' : 'DELETE', path: `/api/sellers/${sellerId}/follow`, schema: followReply });
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
    onSuccess: (sent, { sellerId }) => {
      if (sent.queued) return;
      const { reply } = sent;
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
