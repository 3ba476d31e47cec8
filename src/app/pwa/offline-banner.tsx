import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useOnline } from '../../lib/hooks/use-online';
import { actionQueueState } from '../../lib/offline/action-queue-state';

/**
 * "Offline, shown as of {time}": while Holo cannot reach its server, the page shows what the
 * device kept, as of when the oldest piece on screen was fetched. Queued actions are counted.
 */
export function OfflineBanner() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { waiting } = useSnapshot(actionQueueState);
  const shownAsOf = useOldestShownData(!online);
  const missing = useWaitingForData(!online);
  if (online) return null;
  const sameDay = shownAsOf !== null && new Date(shownAsOf).toDateString() === new Date().toDateString();
  const time = shownAsOf === null ? null : new Intl.DateTimeFormat(i18n.locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(shownAsOf);
  return (
    <div className="offline-banner" role="status">
      <span className="offline-banner__dot" aria-hidden="true" />
      <span>{time ? t`Offline, shown as of ${time}` : t`Offline`}</span>
      {missing && <span>{t`Part of this page was not saved on this device: it appears when you are back online.`}</span>}
      {waiting > 0 && <span className="offline-banner__queued">{plural(waiting, { one: '# change will be sent when you are back online', other: '# changes will be sent when you are back online' })}</span>}
    </div>
  );
}

/** Reads the queries on screen while offline; `read` must return a primitive (a snapshot). */
function useActiveQueries<T>(enabled: boolean, read: (queries: ReturnType<QueryCache['findAll']>) => T, otherwise: T): T {
  const queryCache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => (enabled ? queryCache.subscribe(onChange) : () => {}),
    () => (enabled ? read(queryCache.findAll({ type: 'active' })) : otherwise),
    // The server's first view, and the browser's hydration of it, are drawn online.
    () => otherwise,
  );
}

/** When the oldest data of the queries on screen was fetched (null when none has data). */
function useOldestShownData(enabled: boolean): number | null {
  return useActiveQueries<number | null>(
    enabled,
    (queries) => {
      let oldest: number | null = null;
      for (const { state } of queries) {
        if (state.data === undefined || state.dataUpdatedAt === 0) continue;
        if (oldest === null || state.dataUpdatedAt < oldest) oldest = state.dataUpdatedAt;
      }
      return oldest;
    },
    null,
  );
}

/** Whether a query on screen has nothing to show and waits for the connection (never seen on this device). */
function useWaitingForData(enabled: boolean): boolean {
  return useActiveQueries(enabled, (queries) => queries.some(({ state }) => state.data === undefined && state.fetchStatus === 'paused'), false);
}
