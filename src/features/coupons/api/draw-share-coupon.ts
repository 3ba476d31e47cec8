import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drawShareReply } from '../../../domain/coupons/coupon.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { couponKeys } from './coupon-keys';

/** POST /api/coupons/share/:orderId/draw: idempotent per member and shared order. */
export function drawShareCoupon(orderId: number, sharerId: number) {
  return apiFetch(`/api/coupons/share/${orderId}/draw`, { method: 'POST', body: { SharerId: sharerId }, schema: drawShareReply });
}

export function useDrawShareCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, sharerId }: { orderId: number; sharerId: number }) => drawShareCoupon(orderId, sharerId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all() }),
  });
}
