/** Query keys of the bidding feature; every bidding mutation and live message invalidates through these. */
export const biddingKeys = {
  all: () => ['bidding'] as const,
  deposit: (commodityId: number) => [...biddingKeys.all(), 'deposit', commodityId] as const,
  histories: (commodityId: number) => [...biddingKeys.all(), 'history', commodityId] as const,
  myBids: () => [...biddingKeys.all(), 'mine'] as const,
};
