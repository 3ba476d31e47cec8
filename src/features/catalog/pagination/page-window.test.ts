import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('puts gaps around the pages near the current one', () => {
    expect(pageWindow(6, 20)).toEqual([1, null, 5, 6, 7, null, 20]);
  });
  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
  });
  it('shows a single page and none for an empty result', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('counts pages by page size, at least one', () => {
    expect(pageCountOf(0, 60)).toBe(1);
    expect(pageCountOf(121, 60)).toBe(3);
  });
});
