import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from '../offline/connectivity';

/**
 * Whether Holo can reach its server (the browser is online and requests get answers). Money actions
 * need it and are never queued (DESIGN.md section 6).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}
