import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearch } from '../../../domain/member/saved-search.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { savedSearchQueries } from './get-saved-searches';

export interface SaveSearchInput {
  /** The market URL query without "?". */
  query: string;
  showValue: string;
  /** One random key per press of the button, so a retried or replayed request saves once. */
  idempotencyKey: string;
}

export function saveSearch({ query, showValue, idempotencyKey }: SaveSearchInput) {
  return apiFetch('/api/saved-searches', {
    method: 'POST',
    body: { Query: query, ShowValue: showValue },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: savedSearch,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchQueries.all() }),
  });
}
