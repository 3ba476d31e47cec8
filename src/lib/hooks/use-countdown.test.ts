// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('counts down a second at a time and stops at zero', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(120));
    expect(result.current).toMatchObject({ remaining: 120, running: true });
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(118);
    act(() => void vi.advanceTimersByTime(118_000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('resets at once when asked (a failed code request)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(120));
    act(() => void vi.advanceTimersByTime(10_000));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('catches up with the clock after the timer was held back', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(120));
    vi.setSystemTime(Date.now() + 60_000);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
  });
});
