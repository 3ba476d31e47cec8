/**
 * The item feature's reads as queryOptions. The bidding feature updates a shown item through
 * `queryClient.setQueryData(itemQueries.detail(id).queryKey, …)`.
 */
import { itemDetailOptions } from './get-item';
import { likeItemsOptions } from './get-like-items';

export { itemKeys } from './item-keys';

export const itemQueries = {
  detail: itemDetailOptions,
  like: likeItemsOptions,
};
