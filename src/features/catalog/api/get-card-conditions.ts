import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { cardConditionsReply } from '../../../domain/catalog/card-condition.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

/** A raw card's conditions named by the server in the display language (the names are data). */
export const cardConditionsOptions = (locale: string) =>
  queryOptions({
    queryKey: catalogKeys.cardConditions(locale),
    queryFn: ({ signal }) => apiFetch('/api/card-conditions', { schema: cardConditionsReply, signal }),
    staleTime: 5 * 60 * 60 * 1000,
  });

export function useCardConditions() {
  const { i18n } = useLingui();
  return useQuery(cardConditionsOptions(i18n.locale));
}
