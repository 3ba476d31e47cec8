import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '../../domain/account/current-user.schema';
import { apiFetch } from '../api/api-client';
import { isApiError } from '../api/api-error';

/** The reply's schema, loaded with the read (api-client.ts) rather than with the first view. */
const currentUserSchema = () => import('../../domain/account/current-user.schema').then((m) => m.currentUser);

export const currentUserKey = ['me'] as const;

/** GET /api/me: the signed-in member, or null for a visitor (a 401 here is an answer, not an error). */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    try {
      return await apiFetch('/api/me', { schema: currentUserSchema, signal, redirectOn401: false });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});
