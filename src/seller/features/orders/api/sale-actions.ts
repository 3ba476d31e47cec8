import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { shipOrderReply } from '../../../../domain/seller/seller-sales.schema';
import { leaveFeedbackReply } from '../../../../domain/feedback/feedback.schema';
import type { ShipOrderBody } from '../../../../domain/shipping/shipping.schema';
import type { LeaveFeedbackBody } from '../../../../domain/feedback/feedback.schema';
import { salesKeys, type SaleKind } from './sales-queries';

const base = (kind: SaleKind) => (kind === 'order' ? 'orders' : 'store-orders');

/** Ship with a carrier and a tracking number; the sale moves from "To ship" to "Shipped". */
export function useShipSale(kind: SaleKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipOrderBody) => apiFetch(`/api/seller/${base(kind)}/${id}/ship`, { method: 'POST', body, schema: shipOrderReply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }),
  });
}

/** The seller's feedback about the buyer of a finished order (once). */
export function useLeaveBuyerFeedback(kind: SaleKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveFeedbackBody) => apiFetch(`/api/${base(kind)}/${id}/feedback`, { method: 'POST', body, schema: leaveFeedbackReply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }),
  });
}
