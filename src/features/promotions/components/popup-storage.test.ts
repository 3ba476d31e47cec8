import { describe, expect, it } from 'vitest';
import { dismissPopup, popupDismissed } from './popup-storage';

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

describe('popup storage', () => {
  it('remembers a dismissal per activity', () => {
    const storage = memoryStorage();
    expect(popupDismissed(1, storage)).toBe(false);
    dismissPopup(1, storage);
    expect(popupDismissed(1, storage)).toBe(true);
    expect(popupDismissed(2, storage)).toBe(false);
  });

  it('does not show the pop-up when storage is refused', () => {
    const refusing = { ...memoryStorage(), getItem: () => { throw new Error('denied'); } } as Storage;
    expect(popupDismissed(1, refusing)).toBe(true);
  });
});
