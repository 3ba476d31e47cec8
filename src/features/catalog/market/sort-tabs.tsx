import { useLingui } from '@lingui/react/macro';
import { TabList } from '../../../components/tabs/tab-list';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { ListingType, SortTab } from '../../../domain/catalog/market-search-options';
import { normalizeMarketSearch } from '../../../domain/catalog/market-search-rules';

interface SortTabsProps {
  search: MarketSearch;
  onSort: (sort: SortTab) => void;
  /** The id of the results the tabs control. */
  idBase: string;
}

/**
 * Sort tabs (spec 1 section 4): best match only with a keyword; ending soonest, or recently ended
 * for sold listings; price, whose tab toggles up and down; newly listed; most bids, offered only
 * when auctions are possible (not for buy now or offers).
 */
export function SortTabs({ search, onSort, idBase }: SortTabsProps) {
  const { t } = useLingui();
  const applied = normalizeMarketSearch(search);
  const priceUp = applied.sort !== SortTab.Price || applied.dir === 'asc';
  const tabs: { value: SortTab; label: string }[] = [];
  if (search.key) tabs.push({ value: SortTab.BestMatch, label: t`Best match` });
  tabs.push({ value: SortTab.Ending, label: search.status === 'sold' ? t`Recently ended` : t`Ending soonest` });
  tabs.push({ value: SortTab.Price, label: priceUp ? t`Price ↑` : t`Price ↓` });
  tabs.push({ value: SortTab.Newly, label: t`Newly listed` });
  if (search.type !== ListingType.BuyNow && search.type !== ListingType.Bargain) tabs.push({ value: SortTab.MostBids, label: t`Most bids` });
  return (
    <div className="sort-tabs">
      <TabList label={t`Sort by`} tabs={tabs} value={applied.sort} onChange={onSort} idBase={idBase} />
      {applied.sort === SortTab.Price && (
        <span className="visually-hidden" aria-live="polite">
          {applied.dir === 'asc' ? t`Price, lowest first` : t`Price, highest first`}
        </span>
      )}
    </div>
  );
}
