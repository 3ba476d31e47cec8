import type { ReactNode } from 'react';
import { PageErrorBoundary } from '../../components/error/page-error-boundary';
import { RouteErrorPage } from '../pages/route-error-page';

/** The buyer PWA's root error boundary: the reload page until the member goes to another page. */
export function RouteErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <PageErrorBoundary resetKey={resetKey} fallback={<RouteErrorPage />}>
      {children}
    </PageErrorBoundary>
  );
}
