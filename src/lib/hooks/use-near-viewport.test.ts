// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** The observers made, with what they watch and a way to report an entry to them. */
function stubIntersectionObserver() {
  const made: Array<{ margin: string | undefined; watched: Element[]; disconnected: boolean; report: (isIntersecting: boolean) => void }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        const record = {
          margin: options?.rootMargin,
          watched: [] as Element[],
          disconnected: false,
          report: (isIntersecting: boolean) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
        };
        made.push(record);
        Object.assign(this, {
          observe: (element: Element) => record.watched.push(element),
          disconnect: () => (record.disconnected = true),
        });
      }
    },
  );
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('turns true when the element comes within the margin, stays true, and stops watching', () => {
    const observers = stubIntersectionObserver();
    const element = document.createElement('div');
    const { result } = renderHook(() => useNearViewport({ current: element }, '100% 0px'));
    expect(result.current).toBe(false);
    expect(observers).toHaveLength(1);
    expect(observers[0]).toMatchObject({ margin: '100% 0px', watched: [element] });

    act(() => observers[0]!.report(false));
    expect(result.current).toBe(false);
    act(() => observers[0]!.report(true));
    expect(result.current).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
    expect(observers).toHaveLength(1);
  });

  it('is true at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport({ current: document.createElement('div') }, '0px'));
    expect(result.current).toBe(true);
  });
});
