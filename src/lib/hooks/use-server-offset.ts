import { useSyncExternalStore } from 'react';

/**
 * How far the server's clock is ahead of this device's (ms). Replies that carry ServerTime record
 * it, so countdowns stay right on a phone whose clock is wrong. One value per tab; it changes only
 * when it moves by more than the jitter of network latency.
 */
const JITTER_MS = 1000;
const listeners = new Set<() => void>();
let offsetMs = 0;

export function noteServerTime(serverIso: string, receivedAt = Date.now()) {
  const server = Date.parse(serverIso);
  if (Number.isNaN(server)) return;
  const next = server - receivedAt;
  if (Math.abs(next - offsetMs) < JITTER_MS) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => offsetMs;

/** The server-minus-device clock offset in ms (0 until a reply with ServerTime arrived). */
export function useServerOffset(): number {
  // The server's first view is drawn by the server's clock, and hydrated by it (use-clock.ts setFirstViewTime).
  return useSyncExternalStore(subscribe, read, () => 0);
}
