import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { countryOption } from '../../../domain/account/account.schema';
import { countryOptions, type CountryOption } from '../../../domain/account/regions';
import { apiFetch } from '../../../lib/api/api-client';

const countryList = z.array(countryOption);

export const countriesQuery = queryOptions({
  queryKey: ['reference', 'countries'],
  queryFn: ({ signal }): Promise<CountryOption[]> => apiFetch('/api/reference/countries', { schema: countryList, signal }),
  staleTime: 24 * 60 * 60 * 1000,
});

/**
 * The countries of the phone/country selectors. Until the server answers (or when it cannot),
 * the selector uses the same list from src/domain, which is what the server serves.
 */
export function useCountries(): readonly CountryOption[] {
  const { data } = useQuery(countriesQuery);
  return data && data.length > 0 ? data : countryOptions;
}
