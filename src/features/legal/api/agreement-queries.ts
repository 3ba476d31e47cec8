import { queryOptions } from '@tanstack/react-query';
import { agreementReply } from '../../../domain/legal/agreement.schema';
import type { AgreementKey } from '../../../domain/legal/agreement-keys';
import type { Locale } from '../../../domain/language/locales';
import { apiFetch } from '../../../lib/api/api-client';

const HOUR_MS = 3_600_000;

/**
 * The legal and information texts. The language is in the address: the service worker keeps one
 * copy per address (cache first, DESIGN.md section 6), so a text read once opens offline in the
 * language it was read in, and switching language asks for the other copy.
 */
export const agreementQueries = {
  all: () => ['agreements'] as const,
  text: (key: AgreementKey, language: Locale) =>
    queryOptions({
      queryKey: [...agreementQueries.all(), key, language] as const,
      queryFn: ({ signal }) => apiFetch(`/api/agreements/${key}?Language=${encodeURIComponent(language)}`, { schema: agreementReply, signal }),
      // Texts change rarely (a new version); an hour keeps tab switching free.
      staleTime: HOUR_MS,
      // Asked even offline: the service worker may hold a copy; only retries wait for the connection.
      networkMode: 'offlineFirst',
    }),
};
