import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atLeast } from './at-least';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('atLeast', () => {
  it('waits out the minimum before resolving a fast answer', async () => {
    let done = false;
    const pending = atLeast(1000, Promise.resolve('ok')).then((v) => ((done = true), v));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('ok');
  });

  it('rejects with the work error, also only after the minimum', async () => {
    const pending = atLeast(1000, Promise.reject(new Error('nope')));
    const settled = expect(pending).rejects.toThrow('nope');
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });
});
