/** Query keys of the offers feature; every offer mutation invalidates through these. */
export const offerKeys = {
  all: () => ['offers'] as const,
  history: (commodityId: number) => [...offerKeys.all(), 'history', commodityId] as const,
};
