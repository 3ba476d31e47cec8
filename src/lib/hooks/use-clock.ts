import { useSyncExternalStore } from 'react';

/**
 * The wall clock, ticking once a second, shared by every subscriber: a grid of 240 countdowns
 * runs one timer, not 240. The timer stops when the last subscriber leaves.
 *
 * Components read the clock while rendering and subscribe once committed; a clock that moved in
 * between makes React render every one of them again inside the commit, in the same blocking task
 * (a page's 60 countdowns on a phone's first view). So subscribing never moves it: the first
 * subscriber sets it right in a task of its own, once it is a second out. With no timer running,
 * the first read takes the time afresh and holds it until a subscriber starts the timer: a whole
 * first render reads one time however long it takes (over a second on a phone), because a clock
 * that moved by the end of a render makes React render the whole page again, at once.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
/** A read has taken the time since the timer last stopped. */
let held = false;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(tick, 1000);
    // Once the time the first render read is a second old, not at once: a page of countdowns would
    // otherwise render them all again straight after its first commit, for the same second.
    setTimeout(tick, Math.max(0, 1000 - (Date.now() - now)));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
      held = false;
    }
  };
}

function read() {
  if (!timer && !held) {
    now = Date.now();
    held = true;
  }
  return now;
}

/**
 * The time the server drew the first view at (src/ssr sets it there, main.tsx in the browser from
 * the page): hydration reads the clock the server read, so a countdown's text matches the server's
 * markup, and moves on at the next tick.
 */
let firstViewTime: number | undefined;

export function setFirstViewTime(ms: number) {
  firstViewTime = ms;
}

/** Milliseconds since the epoch, updated every second while mounted. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, read, () => firstViewTime ?? read());
}
