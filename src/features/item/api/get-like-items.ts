import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { itemKeys } from './item-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const likeItemsReplySchema = () => import('../../../domain/bidding/item-detail.schema').then((m) => m.likeItemsReply);

/** GET /api/items/:id/like: the 'You may also like' listings (spec 2 section 9: 9 items). */
export const likeItemsOptions = (id: number) =>
  queryOptions({
    queryKey: itemKeys.like(id),
    queryFn: ({ signal }) => apiFetch(`/api/items/${id}/like`, { schema: likeItemsReplySchema, signal }),
    staleTime: 5 * 60_000,
  });

export function useLikeItems(id: number, enabled = true) {
  return useQuery({ ...likeItemsOptions(id), enabled });
}
