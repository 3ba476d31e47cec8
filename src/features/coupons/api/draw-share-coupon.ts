import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drawShareReply } from '../../../domain/coupons/coupon.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { couponKeys } from './coupon-keys';

/** POST /api/coupons/shares/:token/draw: idempotent per member and shared order. */
export function drawShareCoupon(token: string) {
  return apiFetch(`/api/coupons/shares/${encodeURIComponent(token)}/draw`, { method: 'POST', schema: drawShareReply });
}

export function useDrawShareCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => drawShareCoupon(token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all() }),
  });
}
