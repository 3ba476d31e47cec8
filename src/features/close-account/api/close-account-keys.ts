/** Query keys of the close-account feature. */
export const closeAccountKeys = {
  all: () => ['close-account'] as const,
  check: () => [...closeAccountKeys.all(), 'check'] as const,
};
