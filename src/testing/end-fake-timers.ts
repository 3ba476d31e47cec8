import { vi } from 'vitest';

/**
 * Back to real timers, once the test's DOM is taken down. jsdom runs requestAnimationFrame callbacks
 * and its focus fix-up (a focused element removed) on a timer it starts with whatever setInterval is
 * current; started on the fake clock and then dropped, jsdom waits for it forever and no later file
 * in the worker gets an animation frame. One frame on the fake clock lets that timer run and stop.
 */
export function endFakeTimers() {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(20);
  vi.useRealTimers();
}
