import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryTreeReply, type FirstLevelCategory } from '../../../domain/catalog/category.schema';
import { apiFetch } from '../../../lib/api/api-client';

/** A first-level category with its second and third levels (spec 1 section 3). */
export type Category = FirstLevelCategory;

export const categoryQueries = {
  tree: () =>
    queryOptions({
      queryKey: ['catalog', 'categories'],
      queryFn: ({ signal }) => apiFetch('/api/categories', { schema: categoryTreeReply, signal }),
      // The spec caches the category tree for 5 hours.
      staleTime: 5 * 60 * 60 * 1000,
    }),
};

export function useCategories() {
  return useQuery(categoryQueries.tree());
}
