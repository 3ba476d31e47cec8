import { queryOptions } from '@tanstack/react-query';
import { paymentReply, PaymentStatus } from '../../../domain/payment/payment.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { checkoutKeys } from './checkout-keys';

/** The provider's callback may land a moment after the payer returns: poll every second while waiting, up to 15 s. */
export const PAYMENT_POLL_MS = 1_000;
export const PAYMENT_POLL_LIMIT_MS = 15_000;

/** GET /api/payments/{code}: 0 waiting, 1 paid, 2 declined, 3 abandoned, 4 paid but credited as CHP, 5 cancelled, 6 refunded. */
export const paymentQuery = (code: string, pollUntil: number) =>
  queryOptions({
    queryKey: checkoutKeys.payment(code),
    queryFn: ({ signal }) => apiFetch(`/api/payments/${encodeURIComponent(code)}`, { schema: paymentReply, signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.Status === PaymentStatus.Waiting && Date.now() < pollUntil ? PAYMENT_POLL_MS : false,
  });
