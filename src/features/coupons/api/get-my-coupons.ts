import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COUPONS_PAGE_SIZE, myCouponsReply, type CouponTab } from '../../../domain/coupons/coupon.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { couponKeys } from './coupon-keys';

export interface MyCouponsParams {
  type: CouponTab;
  page: number;
}

/** GET /api/me/coupons?type=&page=: the member's coupons, 12 a page. */
export const myCouponsQuery = (params: MyCouponsParams) =>
  queryOptions({
    queryKey: [...couponKeys.lists(), params] as const,
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/me/coupons?${new URLSearchParams({ type: String(params.type), page: String(params.page), size: String(COUPONS_PAGE_SIZE) }).toString()}`,
        { schema: myCouponsReply, signal },
      ),
    placeholderData: keepPreviousData,
    // Shown from the persisted cache at once, then checked: coupons expire and get spent elsewhere.
    staleTime: 0,
  });

export function useMyCoupons(params: MyCouponsParams) {
  return useQuery(myCouponsQuery(params));
}
