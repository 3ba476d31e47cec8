/** Query keys of the verification feature. */
export const verificationQueries = {
  all: () => ['verification'] as const,
  state: () => [...verificationQueries.all(), 'state'] as const,
};
