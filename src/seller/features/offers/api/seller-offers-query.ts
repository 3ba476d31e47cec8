import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { sellerOffersReply } from '../../../../domain/seller/seller-offers.schema';

export const sellerOfferKeys = {
  all: ['seller', 'offers'] as const,
  tab: (tab: number, page: number) => [...sellerOfferKeys.all, tab, page] as const,
};

export const sellerOffersQuery = (tab: number, page = 1) =>
  queryOptions({
    queryKey: sellerOfferKeys.tab(tab, page),
    queryFn: ({ signal }) => apiFetch(`/api/seller/offers?tab=${tab}&page=${page}`, { schema: sellerOffersReply, signal }),
  });
