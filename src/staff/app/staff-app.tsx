import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../lib/query/query-client';
import { ToastRegion } from '../../components/toast/toast-region';
import { StaffLayout } from './staff-layout';
import { DeskRoute } from './desk-route';
import { FirstDesk } from './first-desk';
import { WarehousePage } from '../features/warehouse/pages/warehouse-page';
import { CasesPage } from '../features/cases/pages/cases-page';
import { TaxRefundsPage } from '../features/tax-refunds/pages/tax-refunds-page';
import { SellerApplicationsPage } from '../features/sellers/pages/seller-applications-page';
import { ContentPage } from '../features/content/pages/content-page';
import { StaffLogPage } from '../features/audit/pages/staff-log-page';

const queryClient = createQueryClient();

/** The console's routes under /staff: one page per desk, each shown only to a member holding it. `client`: a test's own. */
export function StaffApp({ client = queryClient }: { client?: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BrowserRouter basename="/staff">
          <Routes>
            <Route element={<StaffLayout />}>
              <Route index element={<FirstDesk />} />
              <Route path="warehouse" element={<DeskRoute desk="warehouse"><WarehousePage /></DeskRoute>} />
              <Route path="cases" element={<DeskRoute desk="cases"><CasesPage /></DeskRoute>} />
              <Route path="tax-refunds" element={<DeskRoute desk="tax"><TaxRefundsPage /></DeskRoute>} />
              <Route path="seller-applications" element={<DeskRoute desk="sellers"><SellerApplicationsPage /></DeskRoute>} />
              <Route path="content/*" element={<DeskRoute desk="content"><ContentPage /></DeskRoute>} />
              <Route path="log" element={<StaffLogPage />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </Route>
          </Routes>
        </BrowserRouter>
        <ToastRegion />
      </QueryClientProvider>
    </I18nProvider>
  );
}
