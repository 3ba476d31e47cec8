import { useMemo } from 'react';
import { BrowserRouter, StaticRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/root-layout';
import { RouteTitleContext, titleOfMatches } from '../layout/use-route-title';
import { UnauthorizedRedirect } from '../session/unauthorized-redirect';
import { matchPage, pageRoutes } from './page-routes';
import { RouteErrorBoundary } from './route-error-boundary';

const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: pageRoutes }];

/**
 * Holo's routes in React Router's declarative mode (the data router's loaders and actions are not
 * used, and its code would add ~15 KB to every first view). Each page's code loads when first shown
 * (lib/navigation/lazy-page.tsx); a navigation renders in a transition, so the page being left stays
 * until the next one is ready. The server draws a first view at `location` (src/ssr), the same tree
 * the browser then hydrates.
 */
export function AppRouter({ location }: { location?: string }) {
  const routes = (
    <>
      <UnauthorizedRedirect />
      <AppRoutes />
    </>
  );
  return location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>;
}

function AppRoutes() {
  const location = useLocation();
  const title = useMemo(() => titleOfMatches(matchPage(location)), [location]);
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <RouteTitleContext value={title}>
        {element}
      </RouteTitleContext>
    </RouteErrorBoundary>
  );
}
