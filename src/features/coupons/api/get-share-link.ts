import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareLinkReply } from '../../../domain/coupons/coupon.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { couponKeys } from './coupon-keys';

/** GET /api/coupons/share/:orderId: the share link of the member's own paid order, or SHARE_EXPIRED. */
export const shareLinkQuery = (orderId: number) =>
  queryOptions({
    queryKey: couponKeys.share(orderId),
    queryFn: ({ signal }) => apiFetch(`/api/coupons/share/${orderId}`, { schema: shareLinkReply, signal }),
    retry: false,
  });

export function useShareLink(orderId: number, enabled: boolean) {
  return useQuery({ ...shareLinkQuery(orderId), enabled });
}
