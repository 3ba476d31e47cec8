import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaveFeedbackReply, type LeaveFeedbackBody } from '../../../domain/feedback/feedback.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { feedbackKeys } from '../../feedback';
import { invalidateOrder } from './order-page-keys';
import { orderApiPath, type OrderRef } from './order-ref';

/**
 * POST /api/orders/{id}/feedback (or a store order's): the viewer's feedback on the other side. The
 * order reads again (it leaves "To leave feedback") and so do the feedback lists.
 */
export function useLeaveFeedback(ref: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveFeedbackBody) => apiFetch(`${orderApiPath(ref)}/feedback`, { method: 'POST', body, schema: leaveFeedbackReply }),
    onSettled: () => Promise.all([invalidateOrder(queryClient, ref), queryClient.invalidateQueries({ queryKey: feedbackKeys.all() })]),
  });
}
