import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { memberCachePersister } from '../../lib/query/member-cache-persister';
import { PERSIST_MAX_AGE_MS } from '../../lib/query/query-client';

/**
 * Restores the query cache from IndexedDB (the current member's entry; dropped whole when the app
 * version changes), then saves it on every change. Start-up awaits it before the first render, so
 * the first render shows what the device kept (offline: the page itself) rather than rendering
 * every query's component a second time when the restore lands.
 */
export async function restoreQueryCache(client: QueryClient): Promise<void> {
  const options: PersistQueryClientOptions = {
    // The persist client's last release (5.104) types its own copy of query-core's QueryClient;
    // it only calls the client's public methods, which 5.108's has.
    queryClient: client as unknown as PersistQueryClientOptions['queryClient'],
    persister: memberCachePersister,
    buster: __APP_VERSION__,
    maxAge: PERSIST_MAX_AGE_MS,
  };
  // A cache that cannot be read is dropped by the restore; the app starts without it.
  await persistQueryClientRestore(options).catch((error: unknown) => console.warn('Query cache not restored', error));
  persistQueryClientSubscribe(options);
}
