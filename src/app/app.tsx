import { useLayoutEffect } from 'react';
import { markFirstRender } from '../lib/performance/first-render-mark';
import { AppProviders } from './providers/app-providers';
import { AppRouter } from './router/app-router';
import { SessionSync } from './session/session-sync';

export function App() {
  // A layout effect runs at the commit, before any component's passive effects start their loads.
  useLayoutEffect(markFirstRender, []);
  return (
    <AppProviders>
      <SessionSync />
      <AppRouter />
    </AppProviders>
  );
}
