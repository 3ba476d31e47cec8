import { queryOptions, useQuery } from '@tanstack/react-query';
import { usableCouponsReply } from '../../../domain/coupons/coupon.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { couponKeys } from './coupon-keys';

/** GET /api/me/coupons/usable?lines=: each cart line's coupon options, for the store checkout. */
export const usableCouponsQuery = (cartLineIds: readonly number[]) =>
  queryOptions({
    queryKey: [...couponKeys.usable(), [...cartLineIds].sort((a, b) => a - b)] as const,
    queryFn: ({ signal }) => apiFetch(`/api/me/coupons/usable?lines=${cartLineIds.join(',')}`, { schema: usableCouponsReply, signal }),
    staleTime: 0,
  });

export function useUsableCoupons(cartLineIds: readonly number[]) {
  return useQuery({ ...usableCouponsQuery(cartLineIds), enabled: cartLineIds.length > 0 });
}
