/** Query keys of the coupons feature; every coupon mutation invalidates through these. */
export const couponKeys = {
  all: () => ['coupons'] as const,
  lists: () => [...couponKeys.all(), 'list'] as const,
  usable: () => [...couponKeys.all(), 'usable'] as const,
  share: (orderId: number) => [...couponKeys.all(), 'share', orderId] as const,
};
