import { describe, expect, it } from 'vitest';
import { marketSearchQuery, type MarketSearchInput } from './market-search.schema';
import { ListingType, SortTab } from './market-search-options';
import { defaultSort, normalizeMarketSearch, priceRangeCents, withSort, withStatus } from './market-search-rules';

const search = (input: MarketSearchInput = {}) => marketSearchQuery.parse(input);

describe('normalizeMarketSearch', () => {
  it('sorts by best match by default only when there is a keyword', () => {
    expect(defaultSort(search({ key: 'ohtani' }))).toBe(SortTab.BestMatch);
    expect(defaultSort(search())).toBe(SortTab.Ending);
    expect(normalizeMarketSearch(search({ key: 'ohtani' })).sort).toBe(SortTab.BestMatch);
    expect(normalizeMarketSearch(search()).sort).toBe(SortTab.Ending);
  });

  it('falls back from best match to ending soonest without a keyword', () => {
    expect(normalizeMarketSearch(search({ sort: 0 })).sort).toBe(SortTab.Ending);
    expect(normalizeMarketSearch(search({ sort: 0, key: 'jordan' })).sort).toBe(SortTab.BestMatch);
  });

  it('forces the auction listing type when sorting by most bids', () => {
    for (const type of [0, 1, 3] as const) {
      expect(normalizeMarketSearch(search({ sort: 4, type })).type).toBe(ListingType.Auction);
    }
    expect(normalizeMarketSearch(search({ sort: 2, type: 1 })).type).toBe(ListingType.BuyNow);
  });

  it('clears the max price when the min is at or above it', () => {
    expect(normalizeMarketSearch(search({ min: '20', max: '20' })).max).toBeUndefined();
    expect(normalizeMarketSearch(search({ min: '25.50', max: '20' })).max).toBeUndefined();
    expect(normalizeMarketSearch(search({ min: '19.99', max: '20' })).max).toBe('20');
  });

  it('ignores a price that is not digits with up to two decimals', () => {
    const parsed = search({ min: 'abc', max: '12.345' });
    expect(parsed.min).toBeUndefined();
    expect(parsed.max).toBeUndefined();
    expect(search({ min: '12.5' }).min).toBe('12.5');
  });

  it('sorts ascending unless told otherwise', () => {
    expect(normalizeMarketSearch(search({ sort: 2 })).dir).toBe('asc');
    expect(normalizeMarketSearch(search({ sort: 2, dir: 'desc' })).dir).toBe('desc');
  });
});

describe('withStatus', () => {
  it('resets the sort, its direction and the page when switching between selling and sold', () => {
    const before = search({ key: 'ohtani', sort: 2, dir: 'desc', page: 4 });
    const after = withStatus(before, 'sold');
    expect(after).toMatchObject({ status: 'sold', sort: undefined, dir: undefined, page: 1, key: 'ohtani' });
    expect(normalizeMarketSearch(after).sort).toBe(SortTab.BestMatch);
    expect(normalizeMarketSearch(withStatus(search({ sort: 3 }), 'sold')).sort).toBe(SortTab.Ending);
  });
});

describe('withSort', () => {
  it('toggles the price direction when the price tab is chosen again', () => {
    const first = withSort(search({ sort: 3 }), SortTab.Price);
    expect(first).toMatchObject({ sort: SortTab.Price, dir: 'asc' });
    const second = withSort(first, SortTab.Price);
    expect(second.dir).toBe('desc');
    expect(withSort(second, SortTab.Price).dir).toBe('asc');
  });

  it('forces auctions and goes back to page 1 when most bids is chosen', () => {
    const next = withSort(search({ type: 1, page: 3 }), SortTab.MostBids);
    expect(next).toMatchObject({ sort: SortTab.MostBids, type: ListingType.Auction, page: 1 });
  });

  it('falls back to ending soonest when best match is chosen without a keyword', () => {
    expect(withSort(search(), SortTab.BestMatch).sort).toBe(SortTab.Ending);
  });
});

describe('priceRangeCents', () => {
  it('converts the typed USD range to cents, without a cleared max', () => {
    expect(priceRangeCents(search({ min: '12.5', max: '100.99' }))).toEqual({ minCents: 1250, maxCents: 10099 });
    expect(priceRangeCents(search({ min: '0.99' }))).toEqual({ minCents: 99, maxCents: undefined });
    expect(priceRangeCents(search({ min: '50', max: '10' }))).toEqual({ minCents: 5000, maxCents: undefined });
  });
});

describe('marketSearchQuery', () => {
  it('accepts the three page sizes only', () => {
    for (const size of [60, 120, 240]) expect(search({ size }).size).toBe(size);
    expect(marketSearchQuery.safeParse({ size: 50 }).success).toBe(false);
    expect(search().size).toBe(60);
  });

  it('reads one or several property filters as a list and refuses malformed ones', () => {
    expect(search({ prop: 'Rookie:Yes' }).prop).toEqual(['Rookie:Yes']);
    expect(search({ prop: ['Rookie:Yes', 'Sports:Baseball'] }).prop).toHaveLength(2);
    expect(marketSearchQuery.safeParse({ prop: 'no-colon' }).success).toBe(false);
  });
});
