import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { readMarketSearch, writeMarketSearch } from '../../../domain/catalog/market-url';

export type UrlWrite = 'push' | 'replace';

/**
 * The market search held in the URL. Every control writes a whole new search back: pushed for a
 * choice (so back undoes it), replaced while typing. Writes go to /market?… so a /market/{id}
 * path id never comes back after its category is cleared.
 */
export function useMarketUrl() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => readMarketSearch(params, id), [params, id]);

  const hrefFor = useCallback((next: MarketSearch) => {
    const query = writeMarketSearch(next).toString();
    return query ? `/market?${query}` : '/market';
  }, []);

  const update = useCallback(
    (next: MarketSearch, write: UrlWrite = 'push') => {
      navigate(hrefFor(next), { replace: write === 'replace', preventScrollReset: true });
    },
    [navigate, hrefFor],
  );

  return { search, update, hrefFor };
}
