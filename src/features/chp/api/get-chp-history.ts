import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CHP_HISTORY_PAGE_SIZE, chpHistoryReply } from '../../../domain/chp/chp-history.schema';
import { apiFetch } from '../../../lib/api/api-client';

/** Query keys of the CHP feature: a top-up or a payment elsewhere invalidates through `all()`. */
export const chpQueries = {
  all: () => ['chp'] as const,
  history: (pageIndex: number) =>
    queryOptions({
      queryKey: [...chpQueries.all(), 'history', { pageIndex }] as const,
      queryFn: ({ signal }) =>
        apiFetch(`/api/me/chp?pageIndex=${pageIndex}&pageSize=${CHP_HISTORY_PAGE_SIZE}`, { schema: chpHistoryReply, signal }),
      placeholderData: keepPreviousData,
      // Member money: shown from the persisted cache at once, always re-checked.
      staleTime: 0,
    }),
};

export function useChpHistory(pageIndex: number) {
  return useQuery(chpQueries.history(pageIndex));
}
