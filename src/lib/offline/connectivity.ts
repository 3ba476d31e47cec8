/**
 * Whether Holo can reach its server. The browser's online flag is not enough: at a card show the
 * phone may have a signal and still get no answer, and a stopped server looks the same. A request
 * that fails for want of a network marks the server unreachable; then /api/health is tried every
 * few seconds (and at once on the browser's `online` event) until it answers, and the listeners
 * (the action queue's replay, the query refetch) run when it does.
 */
import { proxy, subscribe as subscribeProxy } from 'valtio';

const HEALTH_PATH = '/api/health';
const PROBE_MS = [2_000, 4_000, 8_000, 15_000];

export const connectivity = proxy({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverReachable: true,
});

const reconnectListeners = new Set<() => void>();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeAttempt = 0;

export const isOnline = () => (typeof navigator === 'undefined' || navigator.onLine) && connectivity.serverReachable;

/** Runs `listener` whenever the connection comes back (also after a server outage). */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function reportServerUnreachable() {
  if (!connectivity.serverReachable) return;
  connectivity.serverReachable = false;
  probeAttempt = 0;
  scheduleProbe();
}

export function reportServerReached() {
  if (connectivity.serverReachable) return;
  connectivity.serverReachable = true;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  if (connectivity.browserOnline) announceReconnect();
}

function announceReconnect() {
  for (const listener of reconnectListeners) listener();
}

function scheduleProbe() {
  clearTimeout(probeTimer);
  const delay = PROBE_MS[Math.min(probeAttempt, PROBE_MS.length - 1)];
  probeAttempt += 1;
  probeTimer = setTimeout(() => void probe(), delay);
}

async function probe() {
  if (connectivity.serverReachable) return;
  try {
    const response = await fetch(HEALTH_PATH, { cache: 'no-store' });
    if (response.ok) return reportServerReached();
  } catch {
    // still unreachable
  }
  scheduleProbe();
}

/** Listens to the browser's online/offline events; call once at start-up. */
export function watchConnectivity() {
  window.addEventListener('offline', () => (connectivity.browserOnline = false));
  window.addEventListener('online', () => {
    connectivity.browserOnline = true;
    if (connectivity.serverReachable) announceReconnect();
    else void probe();
  });
}

export function subscribeConnectivity(onChange: () => void) {
  return subscribeProxy(connectivity, onChange);
}

/** Test files share this module when the unit suite runs without isolation: each file starts reachable, with no probe pending. */
export function resetConnectivityForTests() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeAttempt = 0;
  connectivity.serverReachable = true;
  connectivity.browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
}
