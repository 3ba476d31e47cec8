import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { signedInMemberId } from '../../../lib/session/session-store';
import { savedSearchQueries } from './get-saved-searches';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const savedSearchSchema = () => import('../../../domain/member/saved-search.schema').then((m) => m.savedSearch);

export interface SaveSearchInput {
  /** The market URL query without "?". */
  query: string;
  showValue: string;
}

/** POST /api/saved-searches with an Idempotency-Key, so a retried or replayed request saves once; queued while offline. */
export function saveSearch({ query, showValue }: SaveSearchInput) {
  return sendOrQueue({
    memberId: signedInMemberId(),
    method: 'POST',
    path: '/api/saved-searches',
    body: { Query: query, ShowValue: showValue },
    schema: savedSearchSchema,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchQueries.all() }),
  });
}
