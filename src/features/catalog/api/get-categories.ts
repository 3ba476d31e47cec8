import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirstLevelCategory } from '../../../domain/catalog/category.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

/** The reply's schema, loaded with the read (api-client.ts) rather than with the first view. */
const categoryTreeReplySchema = () => import('../../../domain/catalog/category.schema').then((m) => m.categoryTreeReply);

/** A first-level category with its second and third levels (spec 1 section 3). */
export type Category = FirstLevelCategory;

export const categoryTreeOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => apiFetch('/api/categories', { schema: categoryTreeReplySchema, signal }),
    // The spec caches the category tree for 5 hours.
    staleTime: 5 * 60 * 60 * 1000,
  });

export function useCategories() {
  return useQuery(categoryTreeOptions());
}
