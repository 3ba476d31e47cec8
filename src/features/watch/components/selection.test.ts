import { describe, expect, it } from 'vitest';
import { isAllSelected, keepOnPage, selectedIds, toggleAll, toggleOne } from './selection';

const page = [11, 12, 13];

describe('watch page selection', () => {
  it('select-all takes every item on the page, and clears the page when all were selected', () => {
    const all = toggleAll(new Set(), page);
    expect([...all]).toEqual(page);
    expect(isAllSelected(all, page)).toBe(true);
    expect(toggleAll(all, page).size).toBe(0);
  });

  it('select-all after picking some selects the rest rather than clearing', () => {
    const some = toggleOne(new Set(), 12);
    expect(isAllSelected(some, page)).toBe(false);
    expect([...toggleAll(some, page)].sort()).toEqual(page);
  });

  it('an empty page is never "all selected"', () => {
    expect(isAllSelected(new Set(), [])).toBe(false);
  });

  it('toggles one item in and out', () => {
    const one = toggleOne(new Set(), 13);
    expect(one.has(13)).toBe(true);
    expect(toggleOne(one, 13).has(13)).toBe(false);
  });

  it('drops items that left the page and keeps the same set when none did', () => {
    const selected = new Set([11, 12, 99]);
    expect([...keepOnPage(selected, page)]).toEqual([11, 12]);
    const kept = new Set([11, 13]);
    expect(keepOnPage(kept, page)).toBe(kept);
  });

  it('deletes the selected ids in page order', () => {
    expect(selectedIds(new Set([13, 11]), page)).toEqual([11, 13]);
  });
});
