import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { savedSearchQueries } from './get-saved-searches';

/** DELETE /api/saved-searches/:id. */
export function deleteSavedSearch(id: number) {
  return apiFetch(`/api/saved-searches/${id}`, { method: 'DELETE' });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchQueries.all() }),
  });
}
