// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  scrollTo(0);
});
afterEach(() => vi.useRealTimers());

describe('useScrolledPast', () => {
  it('reads a page that opens scrolled down (a restored position) in the first frame, not during the render', () => {
    scrollTo(500);
    const { result } = renderHook(() => useScrolledPast(100));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersToNextFrame());
    expect(result.current).toBe(true);
  });

  it('follows scrolling, one reading per frame', () => {
    const { result } = renderHook(() => useScrolledPast(100));
    act(() => void vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    scrollTo(150);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersToNextFrame());
    expect(result.current).toBe(true);
    scrollTo(20);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(false);
  });
});
