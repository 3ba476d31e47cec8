import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const appConfigSchema = () => import('../../domain/reference/app-config.schema').then((m) => m.appConfig);

/** Server settings the app needs; they change only with a deployment. */
export const appConfigQuery = queryOptions({
  queryKey: ['app-config'] as const,
  queryFn: ({ signal }) => apiFetch('/api/reference/app-config', { schema: appConfigSchema, signal }),
  staleTime: 60 * 60_000,
});
