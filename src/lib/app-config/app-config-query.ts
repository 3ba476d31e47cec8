import { queryOptions } from '@tanstack/react-query';
import { appConfig } from '../../domain/reference/app-config.schema';
import { apiFetch } from '../api/api-client';

/** Server settings the app needs; they change only with a deployment. */
export const appConfigQuery = queryOptions({
  queryKey: ['app-config'] as const,
  queryFn: ({ signal }) => apiFetch('/api/reference/app-config', { schema: appConfig, signal }),
  staleTime: 60 * 60_000,
});
