import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { connectivity, isOnline, subscribeConnectivity } from '../offline/connectivity';

/** How long a persisted cache may be restored; queries live as long so they can be persisted. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Queries pause, rather than fail, while Holo cannot reach its server (lib/offline/connectivity): a
 * page keeps showing its cached data and refetches when the connection is back. Mutations never
 * pause: a money action must fail at once offline, never run later by itself; the non-critical
 * ones queue through lib/offline/send-or-queue instead.
 */
export function createQueryClient() {
  // Wired here, not at import: onlineManager is shared by every client, and only making one should change it.
  onlineManager.setEventListener((setOnline) => {
    // A client made once the server is already out of reach starts paused, as one made before would be.
    if (!connectivity.serverReachable) setOnline(false);
    return subscribeConnectivity(() => setOnline(isOnline()));
  });
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: PERSIST_MAX_AGE_MS,
        // A 4xx answer will not change on retry; network and 5xx failures get two more tries.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
