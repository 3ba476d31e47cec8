import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastRegion } from '../../components/toast/toast-region';
import { sellerQueryClient } from './seller-query-client';

/** Lingui (the backoffice catalog), TanStack Query and the toasts; tests pass a client of their own. */
export function SellerProviders({ children, client = sellerQueryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        <ToastRegion />
      </QueryClientProvider>
    </I18nProvider>
  );
}
