import { describe, expect, it } from 'vitest';
import { loadRecent, parseRecent, RECENT_SEARCH_LIMIT, RECENT_SEARCHES_KEY, saveRecent, withoutRecent, withRecent, type RecentSearch } from './search-box-history';

const items = (key: string): RecentSearch => ({ scope: 'items', key });

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('recent searches', () => {
  it('puts the newest first', () => {
    expect(withRecent([items('jordan')], items('ohtani'))).toEqual([items('ohtani'), items('jordan')]);
  });
  it('keeps one entry per keyword and scope, ignoring case and spacing', () => {
    const list = withRecent([items('ohtani'), items('jordan')], items('  OHTANI '));
    expect(list).toEqual([items('OHTANI'), items('jordan')]);
    const both = withRecent(list, { scope: 'sellers', key: 'ohtani' });
    expect(both).toHaveLength(3);
  });
  it('keeps the 10 most recent', () => {
    let list: RecentSearch[] = [];
    for (let i = 1; i <= 12; i++) list = withRecent(list, items(`card ${i}`));
    expect(list).toHaveLength(RECENT_SEARCH_LIMIT);
    expect(list[0]).toEqual(items('card 12'));
    expect(list.at(-1)).toEqual(items('card 3'));
  });
  it('ignores an empty keyword', () => {
    expect(withRecent([items('a')], items('   '))).toEqual([items('a')]);
  });
  it('removes one entry', () => {
    expect(withoutRecent([items('a'), items('b')], items('A'))).toEqual([items('b')]);
  });
  it('round-trips through storage and clears the key when empty', () => {
    const storage = memoryStorage();
    saveRecent([items('pikachu')], storage);
    expect(loadRecent(storage)).toEqual([items('pikachu')]);
    saveRecent([], storage);
    expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });
  it('reads broken or foreign storage as no history', () => {
    expect(parseRecent('{oops')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent(JSON.stringify([items('ok'), { scope: 'x', key: 'bad' }, { scope: 'items', key: '' }]))).toEqual([items('ok')]);
  });
  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(loadRecent(throwing)).toEqual([]);
    expect(() => saveRecent([items('a')], throwing)).not.toThrow();
  });
});
