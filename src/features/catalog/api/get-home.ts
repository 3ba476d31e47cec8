import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeReply, type HomeReply } from '../../../domain/catalog/home.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

export type { HomeReply } from '../../../domain/catalog/home.schema';
export type Banner = HomeReply['Banners'][number];
export type Manufacturer = HomeReply['Manufacturers'][number];
export type Sport = HomeReply['Sports'][number];

/** GET /api/home: banners, manufacturer and sport tiles, recommended stores, the like carousel. */
export const homeOptions = () =>
  queryOptions({
    queryKey: catalogKeys.home(),
    queryFn: ({ signal }) => apiFetch('/api/home', { schema: homeReply, signal }),
    staleTime: 5 * 60 * 1000,
  });

export function useHome() {
  return useQuery(homeOptions());
}
