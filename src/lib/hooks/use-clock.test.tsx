// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClock } from './use-clock';

afterEach(() => vi.useRealTimers());

describe('useClock', () => {
  it('does not move while its first subscriber subscribes, then sets itself right in a task of its own', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders += 1;
      const now = useClock();
      // A slow first render: 1.5 s pass between reading the clock and subscribing to it.
      if (renders === 1) vi.setSystemTime(new Date('2026-11-22T10:00:01.500Z'));
      return now;
    });
    // A clock moved by subscribing would have rendered the component again inside the commit.
    expect(renders).toBe(1);
    expect(result.current).toBe(Date.parse('2026-11-22T10:00:00.000Z'));

    await act(async () => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(Date.parse('2026-11-22T10:00:01.500Z'));
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(Date.parse('2026-11-22T10:00:02.500Z'));
    unmount();
  });

  it('reads the time afresh when nothing has kept it for a second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
    const { result, unmount } = renderHook(() => useClock());
    expect(result.current).toBe(Date.parse('2026-11-22T12:00:00.000Z'));
    unmount();
  });
});
