import { useSyncExternalStore } from 'react';

/**
 * The wall clock, ticking once a second, shared by every subscriber: a grid of 240 countdowns
 * runs one timer, not 240. The timer stops when the last subscriber leaves.
 *
 * Components read the clock while rendering and subscribe once committed; a clock that moved in
 * between makes React render every one of them again inside the commit, in the same blocking task
 * (a page's 60 countdowns on a phone's first view). So subscribing never moves it: the first
 * subscriber sets it right in a task of its own, and until then a read takes the time afresh
 * only when the clock is a second out.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(tick, 1000);
    setTimeout(tick, 0);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function read() {
  if (!timer && Math.abs(Date.now() - now) >= 1000) now = Date.now();
  return now;
}

/** Milliseconds since the epoch, updated every second while mounted. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, read, read);
}
