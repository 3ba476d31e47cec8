import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryTreeReply, type FirstLevelCategory } from '../../../domain/catalog/category.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

/** A first-level category with its second and third levels (spec 1 section 3). */
export type Category = FirstLevelCategory;

export const categoryTreeOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => apiFetch('/api/categories', { schema: categoryTreeReply, signal }),
    // The spec caches the category tree for 5 hours.
    staleTime: 5 * 60 * 60 * 1000,
  });

export function useCategories() {
  return useQuery(categoryTreeOptions());
}
