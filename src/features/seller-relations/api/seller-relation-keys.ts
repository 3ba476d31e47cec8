/** Query keys of the seller-relations feature (followed sellers, blocked members). */
export const sellerRelationQueries = {
  all: () => ['seller-relations'] as const,
  followed: () => [...sellerRelationQueries.all(), 'followed'] as const,
  blocked: () => [...sellerRelationQueries.all(), 'blocked'] as const,
};
