import { describe, expect, it } from 'vitest';
import { clearCheckSelection, readCheckSelection, saveCheckSelection } from './check-selection';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the check selection', () => {
  it('keeps the chosen cart lines under the key check until cleared', () => {
    const storage = memoryStorage();
    saveCheckSelection([4, 7], storage);
    expect(JSON.parse(storage.getItem('check')!)).toEqual({ kind: 'store', CartLineIds: [4, 7] });
    expect(readCheckSelection(storage)).toEqual({ kind: 'store', CartLineIds: [4, 7] });
    clearCheckSelection(storage);
    expect(readCheckSelection(storage)).toBeNull();
  });
  it('ignores what another checkout left there, or garbage', () => {
    const storage = memoryStorage();
    storage.setItem('check', '{"commodityId":3}');
    expect(readCheckSelection(storage)).toBeNull();
    storage.setItem('check', '{not json');
    expect(readCheckSelection(storage)).toBeNull();
  });
});
