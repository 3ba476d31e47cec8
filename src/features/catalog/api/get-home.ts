import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { HomeReply } from '../../../domain/catalog/home.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';
import { useLingui } from '@lingui/react';
import { useSnapshot } from 'valtio';
import { session } from '../../../lib/session/session-store';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const homeReplySchema = () => import('../../../domain/catalog/home.schema').then((m) => m.homeReply);

export type { HomeReply } from '../../../domain/catalog/home.schema';
export type Banner = HomeReply['Banners'][number];
export type Manufacturer = HomeReply['Manufacturers'][number];
export type Sport = HomeReply['Sports'][number];

/** GET /api/home: banners, manufacturer and sport tiles, recommended stores, the like carousel. */
/**
 * The reply holds the member's rows, so it is kept per member (the same URL: the server reads the
 * session). It also holds the banners' words in the reader's language (the language cookie): a
 * change of language reads it again. The language is not in the key: the first read starts before
 * the catalog is active (routes.tsx), and a key that changed under it would read the page twice.
 */
export const homeOptions = (memberId: number | null) =>
  queryOptions({
    queryKey: [...catalogKeys.home(), { memberId }] as const,
    queryFn: ({ signal }) => apiFetch('/api/home', { schema: homeReplySchema, signal }),
    staleTime: 5 * 60 * 1000,
  });

export function useHome() {
  const { user } = useSnapshot(session);
  const { i18n } = useLingui();
  const client = useQueryClient();
  const shownIn = useRef(i18n.locale);
  useEffect(() => {
    if (shownIn.current === i18n.locale) return;
    shownIn.current = i18n.locale;
    void client.invalidateQueries({ queryKey: catalogKeys.home() });
  }, [client, i18n.locale]);
  return useQuery(homeOptions(user?.Id ?? null));
}
