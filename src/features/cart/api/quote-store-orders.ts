import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quoteStoreOrdersReply, type QuoteStoreOrdersBody } from '../../../domain/cart/store-order.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { cartQueries } from './cart-queries';

/**
 * POST /api/store-orders/quote: the server's price of the checkout (postage, coupons, state tax of
 * the address), so the page shows the tax and total before Place order without a tax rule of its own.
 * Re-asked whenever the lines, address or coupons change; the last answer stays shown meanwhile.
 */
export function useStoreOrderQuote(body: QuoteStoreOrdersBody | null) {
  return useQuery({
    queryKey: [...cartQueries.all(), 'quote', body] as const,
    queryFn: ({ signal }) => apiFetch('/api/store-orders/quote', { method: 'POST', body: body!, schema: quoteStoreOrdersReply, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
