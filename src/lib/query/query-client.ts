import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** How long a persisted cache may be restored; queries live as long so they can be persisted. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: PERSIST_MAX_AGE_MS,
        // A 4xx answer will not change on retry; network and 5xx failures get two more tries.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
