import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearch } from '../../../domain/member/saved-search.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { savedSearchQueries } from './get-saved-searches';

export interface SetAlertInput {
  id: number;
  notice: boolean;
}

/** PUT /api/saved-searches/:id/notice; 409 ALERT_LIMIT_REACHED past the member's limit. */
export function setAlert({ id, notice }: SetAlertInput) {
  return apiFetch(`/api/saved-searches/${id}/notice`, { method: 'PUT', body: { Notice: notice }, schema: savedSearch });
}

export function useSetAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchQueries.all() }),
  });
}
