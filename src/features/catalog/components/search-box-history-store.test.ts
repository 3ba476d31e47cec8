// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY, saveRecent } from './search-box-history';
import { useRecentSearches } from './search-box-history-store';

afterEach(() => localStorage.clear());

describe('useRecentSearches', () => {
  it('renders once when storage did not change while nothing listened, and shows a change made meanwhile', () => {
    saveRecent([{ scope: 'items', key: 'charizard' }]);
    let renders = 0;
    const first = renderHook(() => {
      renders += 1;
      return useRecentSearches().list;
    });
    // Subscribing re-reads storage; the same list keeps its snapshot, so no second render.
    expect(renders).toBe(1);
    expect(first.result.current.map((entry) => entry.key)).toEqual(['charizard']);
    first.unmount();

    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ scope: 'items', key: 'pikachu' }]));
    const second = renderHook(() => useRecentSearches().list);
    expect(second.result.current.map((entry) => entry.key)).toEqual(['pikachu']);
    second.unmount();
  });
});
