// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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

  it('reads the time afresh when no timer keeps it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
    const { result, unmount } = renderHook(() => useClock());
    expect(result.current).toBe(Date.parse('2026-11-22T12:00:00.000Z'));
    unmount();
  });

  it('gives a whole first render one time, however long the render takes', async () => {
    vi.useFakeTimers();
    const start = Date.parse('2026-11-22T14:00:00.000Z');
    vi.setSystemTime(start);
    // A page that has gone set the clock right half a second ago.
    renderHook(() => useClock()).unmount();
    vi.setSystemTime(start + 500);
    const rendered: number[] = [];
    function Countdown() {
      rendered.push(useClock());
      return null;
    }
    function SlowSibling() {
      vi.setSystemTime(start + 2000);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    // A transition renders in slices and checks its stores at the end: a clock that moved by then
    // would have rendered everything again, in one blocking task.
    await act(async () =>
      startTransition(() =>
        root.render(
          <>
            <Countdown />
            <SlowSibling />
          </>,
        ),
      ),
    );
    expect(rendered).toEqual([start + 500]);
    await act(async () => void vi.advanceTimersByTime(0));
    expect(rendered.at(-1)).toBe(start + 2000);
    act(() => root.unmount());
  });

  it('waits for the time its first render read to be a second old before ticking', async () => {
    vi.useFakeTimers();
    const start = Date.parse('2026-11-22T16:00:00.000Z');
    vi.setSystemTime(start);
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders += 1;
      const now = useClock();
      // Committed 300 ms after it read the time.
      if (renders === 1) vi.setSystemTime(start + 300);
      return now;
    });
    // Nothing to show anew straight after the commit: the countdowns stay as they are.
    await act(async () => void vi.advanceTimersByTime(0));
    await act(async () => void vi.advanceTimersByTime(699));
    expect(renders).toBe(1);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(renders).toBe(2);
    expect(result.current).toBe(start + 1000);
    unmount();
  });
});
