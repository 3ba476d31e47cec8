import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { SellerProviders } from './seller-providers';
import { sellerRouteTree } from './seller-routes';
import { PageErrorBoundary } from '../../components/error/page-error-boundary';
import { ReloadPage } from '../../components/error/reload-page';

/**
 * The seller site under /seller (the server answers every /seller/… page with seller/index.html).
 * React Router's declarative mode, like the buyer's app: the data router would add its code to the
 * framework chunk the buyer's first view shares.
 */
export function SellerApp() {
  return (
    <SellerProviders>
      <BrowserRouter basename="/seller">
        <SellerRoutes />
      </BrowserRouter>
    </SellerProviders>
  );
}

/** The route tree inside the error boundary (tests render it in a MemoryRouter: render-seller.tsx). */
export function SellerRoutes() {
  const location = useLocation();
  const element = useRoutes(sellerRouteTree);
  return (
    <PageErrorBoundary resetKey={location.pathname} fallback={<ReloadPage className="seller-main seller-main--alone" />}>
      {element}
    </PageErrorBoundary>
  );
}
