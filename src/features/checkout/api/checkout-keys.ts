/** Query keys of the checkout feature; every checkout mutation invalidates or refreshes through these. */
export const checkoutKeys = {
  orders: () => ['orders'] as const,
  order: (id: number) => [...checkoutKeys.orders(), id] as const,
  payment: (code: string) => ['payments', code] as const,
  agency: (memberSource: string) => ['agency', memberSource] as const,
  transferAddresses: () => ['transfer-addresses'] as const,
  transferAddressPage: (country: string, page: number) => [...checkoutKeys.transferAddresses(), country, page] as const,
};
