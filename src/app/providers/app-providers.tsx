import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { memberCachePersister } from '../../lib/query/member-cache-persister';
import { PERSIST_MAX_AGE_MS } from '../../lib/query/query-client';
import { queryClient } from './query-client';

/**
 * Lingui and TanStack Query. The query cache is restored from IndexedDB (the current member's
 * entry) before queries run, and dropped whole when the app version changes.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{ persister: memberCachePersister, buster: __APP_VERSION__, maxAge: PERSIST_MAX_AGE_MS }}
      >
        {children}
      </PersistQueryClientProvider>
    </I18nProvider>
  );
}
