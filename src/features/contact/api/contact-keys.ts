/** Query keys of the contact feature: every conversation read sits under one root. */
export const contactKeys = {
  root: ['contact'] as const,
  conversation: (id: number) => [...contactKeys.root, 'conversation', id] as const,
  list: () => [...contactKeys.root, 'list'] as const,
  item: (id: number) => [...contactKeys.root, 'item', id] as const,
  store: (id: number) => [...contactKeys.root, 'store', id] as const,
};
