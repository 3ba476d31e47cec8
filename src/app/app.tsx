import { useLayoutEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { markFirstRender } from '../lib/performance/first-render-mark';
import { AppProviders } from './providers/app-providers';
import { AppRouter } from './router/app-router';
import { SessionSync } from './session/session-sync';

/** `client` and `location`: the server's first view of a page (src/ssr/render-first-view.tsx); the browser uses neither. */
export function App({ client, location }: { client?: QueryClient; location?: string }) {
  // A layout effect runs at the commit, before any component's passive effects start their loads.
  useLayoutEffect(() => {
    markFirstRender();
    // The server's first view waits inert until this commit has hydrated it (first-view-page.ts).
    if (typeof document !== 'undefined') document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return (
    <AppProviders client={client}>
      <SessionSync />
      <AppRouter location={location} />
    </AppProviders>
  );
}
