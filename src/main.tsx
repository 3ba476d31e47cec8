import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles/index.css';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { watchInstallability } from './app/pwa/install-store';
import { readCookie } from './lib/browser/cookies';
import { activateLanguage } from './lib/i18n/activate-language';
import { detectLanguage, LANGUAGE_COOKIE } from './domain/language/detect-language';
import { watchConnectivity } from './lib/offline/connectivity';
import { startActionReplay } from './lib/offline/action-replay';
import { queryClient } from './app/providers/query-client';

async function start() {
  const locale = detectLanguage(readCookie(LANGUAGE_COOKIE), navigator.languages);
  // The catalog loads before the first render, so no page flashes in the wrong language.
  await activateLanguage(locale).catch(() => activateLanguage('en'));
  watchConnectivity();
  watchInstallability();
  startActionReplay(queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
