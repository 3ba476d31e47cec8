import type { QueryObserverLoadingErrorResult } from '@tanstack/react-query';

/**
 * Whether a query failed with nothing to show. A failed refetch keeps the data the query had (from
 * this visit, or restored from the device), so a page on a bad connection goes on showing it rather
 * than a page-fault panel; only a query that never got an answer shows the panel. Past this check
 * (and isPending), the query's data is there.
 */
export function failedWithoutData<TData, TError>(query: {
  isError: boolean;
  data: TData | undefined;
  error: TError | null;
}): query is QueryObserverLoadingErrorResult<TData, TError> {
  return query.isError && query.data === undefined;
}
