import { useSyncExternalStore } from 'react';

/**
 * The wall clock, ticking once a second, shared by every subscriber: a grid of 240 countdowns
 * runs one timer, not 240. The timer stops when the last subscriber leaves.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const read = () => now;

/** Milliseconds since the epoch, updated every second while mounted. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, read, read);
}
