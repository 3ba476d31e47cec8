import { queryOptions } from '@tanstack/react-query';
import { staffMeReply, type StaffMeReply } from '../../domain/staff/staff.schema';
import { apiFetch } from '../../lib/api/api-client';
import { isApiError } from '../../lib/api/api-error';

export const staffMeKey = ['staff', 'me'] as const;

/** GET /api/staff/me: the signed-in member's desks; null for a visitor (who is sent to sign in). */
export const staffMeQuery = queryOptions({
  queryKey: staffMeKey,
  queryFn: async ({ signal }): Promise<StaffMeReply | null> => {
    try {
      return await apiFetch('/api/staff/me', { schema: staffMeReply, signal, redirectOn401: false });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});
