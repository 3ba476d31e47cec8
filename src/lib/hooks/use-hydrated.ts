import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React takes over a page the server drew, true from then on. State
 * only the device knows (an install prompt Chromium fired early, iOS Safari) waits for it: shown
 * during hydration it would differ from the server's HTML, and React would draw the page anew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
