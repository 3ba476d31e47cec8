import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { categoryTreeReply } from '../../../../domain/catalog/category.schema';
import { cardConditionsReply } from '../../../../domain/catalog/card-condition.schema';

/** The category tree with each third level's properties (the form's pickers), in the reader's language. */
export const categoriesQuery = queryOptions({
  queryKey: ['seller', 'categories'],
  queryFn: ({ signal }) => apiFetch('/api/categories', { schema: categoryTreeReply, signal }),
  staleTime: 5 * 60_000,
});

/** A raw card's conditions, named in the reader's language. */
export const cardConditionsQuery = queryOptions({
  queryKey: ['seller', 'card-conditions'],
  queryFn: ({ signal }) => apiFetch('/api/card-conditions', { schema: cardConditionsReply, signal }),
  staleTime: 5 * 60_000,
});
