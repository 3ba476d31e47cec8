/**
 * PUT/DELETE /api/sellers/:memberId/block. Cached store records of this member (IsInBlacklist on
 * the store page) follow the answer; the blocked list is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockReply } from '../../../domain/member/seller-relations.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { markStale, patchCachedRecords } from '../../../lib/query/patch-cached';
import { sellerRelationQueries } from './seller-relation-keys';

export interface ToggleBlockInput {
  memberId: number;
  block: boolean;
}

export function toggleBlock({ memberId, block }: ToggleBlockInput) {
  return apiFetch(`/api/sellers/${memberId}/block`, { method: block ? 'PUT' : 'DELETE', schema: blockReply });
}

export function useToggleBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBlock,
    onSuccess: (reply, { memberId }) => {
      const patched = patchCachedRecords(
        queryClient,
        (row) => row.SellerId === memberId && typeof row.IsInBlacklist === 'boolean',
        (row) => ({ ...row, IsInBlacklist: reply.IsInBlacklist }),
      );
      markStale(queryClient, patched);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerRelationQueries.blocked() }),
  });
}
