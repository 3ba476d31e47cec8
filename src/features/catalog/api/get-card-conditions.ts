import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const cardConditionsReplySchema = () => import('../../../domain/catalog/card-condition.schema').then((m) => m.cardConditionsReply);

/** A raw card's conditions named by the server in the display language (the names are data). */
export const cardConditionsOptions = (locale: string) =>
  queryOptions({
    queryKey: catalogKeys.cardConditions(locale),
    queryFn: ({ signal }) => apiFetch('/api/card-conditions', { schema: cardConditionsReplySchema, signal }),
    staleTime: 5 * 60 * 60 * 1000,
  });

export function useCardConditions() {
  const { i18n } = useLingui();
  return useQuery(cardConditionsOptions(i18n.locale));
}
