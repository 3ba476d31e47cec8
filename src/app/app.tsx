import { AppProviders } from './providers/app-providers';
import { AppRouter } from './router/app-router';
import { SessionSync } from './session/session-sync';

export function App() {
  return (
    <AppProviders>
      <SessionSync />
      <AppRouter />
    </AppProviders>
  );
}
