import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';

/** What the shown page is about (an item's or a store's name), set by the page once its data is in. */
const pageName = proxy({ value: null as string | null });

/**
 * Names the document after what the page shows ("Charizard PSA 10 · Holo") instead of its route's
 * title ("Item · Holo"), while the calling page is shown and `name` is known.
 */
export function usePageName(name: string | null | undefined) {
  useEffect(() => {
    if (!name) return;
    pageName.value = name;
    return () => {
      if (pageName.value === name) pageName.value = null;
    };
  }, [name]);
}

/** The page's name when it set one (usePageName). */
export function usePageNameValue(): string | null {
  return useSnapshot(pageName).value;
}
