import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareLinkReply } from '../../../domain/coupons/coupon.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { couponKeys } from './coupon-keys';

/**
 * POST /api/coupons/shares: the share link of the member's own paid order, or SHARE_EXPIRED. A POST
 * because the first share makes the link; it is idempotent (the same link again), so it can be a query.
 */
export const shareLinkQuery = (orderId: number) =>
  queryOptions({
    queryKey: couponKeys.share(orderId),
    queryFn: ({ signal }) => apiFetch('/api/coupons/shares', { method: 'POST', body: { OrderId: orderId }, schema: shareLinkReply, signal }),
    retry: false,
  });

export function useShareLink(orderId: number, enabled: boolean) {
  return useQuery({ ...shareLinkQuery(orderId), enabled });
}
