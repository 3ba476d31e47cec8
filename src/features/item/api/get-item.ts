import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { noteServerTime } from '../../../lib/hooks/use-server-offset';
import { moneyQuery } from '../../../lib/query/money-query';
import { itemKeys } from './item-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const itemDetailSchema = () => import('../../../domain/bidding/item-detail.schema').then((m) => m.itemDetail);

/**
 * GET /api/items/:id (404 LISTING_NOT_FOUND). Persisted like the market's reads, so a card opened
 * before going offline still shows; its price, status and end decide money, so every page open asks
 * the server again (moneyQuery). Each reply also corrects the device clock for the countdowns.
 */
export const itemDetailOptions = (id: number) =>
  queryOptions({
    queryKey: itemKeys.detail(id),
    queryFn: async ({ signal }) => {
      const item = await apiFetch(`/api/items/${id}`, { schema: itemDetailSchema, signal });
      noteServerTime(item.ServerTime);
      return item;
    },
    ...moneyQuery,
  });

export function useItem(id: number, enabled = true) {
  return useQuery({ ...itemDetailOptions(id), enabled });
}
