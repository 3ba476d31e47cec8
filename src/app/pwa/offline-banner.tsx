import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
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
  if (online) return null;
  const sameDay = shownAsOf !== null && new Date(shownAsOf).toDateString() === new Date().toDateString();
  const time = shownAsOf === null ? null : new Intl.DateTimeFormat(i18n.locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(shownAsOf);
  return (
    <div className="offline-banner" role="status">
      <span className="offline-banner__dot" aria-hidden="true" />
      <span>{time ? t`Offline, shown as of ${time}` : t`Offline`}</span>
      {waiting > 0 && <span className="offline-banner__queued">{plural(waiting, { one: '# change will be sent when you are back online', other: '# changes will be sent when you are back online' })}</span>}
    </div>
  );
}

/** When the oldest data of the queries on screen was fetched (null when none has data). */
function useOldestShownData(enabled: boolean): number | null {
  const queryCache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => (enabled ? queryCache.subscribe(onChange) : () => {}),
    () => {
      if (!enabled) return null;
      let oldest: number | null = null;
      for (const query of queryCache.findAll({ type: 'active' })) {
        const { data, dataUpdatedAt } = query.state;
        if (data === undefined || dataUpdatedAt === 0) continue;
        if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
      }
      return oldest;
    },
  );
}
