import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { addressListReply } from '../../../domain/address/address.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { session } from '../../../lib/session/session-store';

/**
 * Query keys of the address book. Not under ['me']: signing out resets every query but ['me'],
 * and the book must go with the member.
 */
export const addressQueries = {
  all: () => ['addresses'] as const,
  list: () =>
    queryOptions({
      queryKey: addressQueries.all(),
      queryFn: ({ signal }) => apiFetch('/api/me/addresses', { schema: addressListReply, signal }),
      // Member data: shown from the persisted cache at once, always re-checked on arrival.
      staleTime: 0,
    }),
};

/** GET /api/me/addresses for the signed-in member (default first, then newest); idle for visitors. */
export function useAddresses() {
  const { user } = useSnapshot(session);
  return useQuery({ ...addressQueries.list(), enabled: Boolean(user) });
}
