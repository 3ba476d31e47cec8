/**
 * Registers sw/sw.ts (built to /sw.js) in production builds. When an updated worker is installed
 * and waiting, the update prompt offers a reload: that tells the worker to skip waiting, and the
 * page reloads once the new worker controls it.
 */
import { Workbox } from 'workbox-window';
import { pwaUpdate } from './pwa-update-store';

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    pwaUpdate.apply = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    pwaUpdate.waiting = true;
  });

  void workbox.register().catch((error: unknown) => console.warn('Service worker not registered', error));
}
