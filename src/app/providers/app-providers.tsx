import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Lingui and TanStack Query (whose cache start-up restored from the device: restore-query-cache.ts).
 * The server's first view (src/ssr/render-first-view.tsx) passes a client of its own per request.
 */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
