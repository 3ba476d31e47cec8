import { queryOptions, useQuery } from '@tanstack/react-query';
import { closeAccountCheckReply } from '../../../domain/account/close-account.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { closeAccountKeys } from './close-account-keys';

/**
 * GET /api/me/close-account: the checklist, read fresh each time the dialog opens. Its 401 sends no
 * one to /login: right after closing, the sign-out's reset refetches it while the page (public) stays.
 */
export const closeAccountCheckQuery = () =>
  queryOptions({
    queryKey: closeAccountKeys.check(),
    queryFn: ({ signal }) => apiFetch('/api/me/close-account', { schema: closeAccountCheckReply, signal, redirectOn401: false }),
    staleTime: 0,
    gcTime: 0,
  });

export function useCloseAccountCheck(enabled: boolean) {
  return useQuery({ ...closeAccountCheckQuery(), enabled });
}
