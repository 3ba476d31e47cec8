import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';
import { router } from './router/router';
import { SessionSync } from './session/session-sync';

export function App() {
  return (
    <AppProviders>
      <SessionSync />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
