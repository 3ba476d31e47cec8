/** Query keys of the item feature: one item's detail and its 'You may also like' row. */
export const itemKeys = {
  all: ['item'] as const,
  detail: (id: number) => [...itemKeys.all, id, 'detail'] as const,
  like: (id: number) => [...itemKeys.all, id, 'like'] as const,
};
