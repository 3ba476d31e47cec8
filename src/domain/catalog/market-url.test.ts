import { describe, expect, it } from 'vitest';
import { ListingType, SortTab } from './market-search-options';
import { marketQueryString, readMarketSearch, writeMarketSearch } from './market-url';

const read = (query: string, pathId?: string) => readMarketSearch(new URLSearchParams(query), pathId);

describe('readMarketSearch', () => {
  it('reads an empty URL as the default search', () => {
    expect(read('')).toMatchObject({ type: 0, status: 'selling', page: 1, size: 60, prop: [] });
    expect(read('').key).toBeUndefined();
  });
  it('reads every parameter', () => {
    const search = read('key=ohtani&f=1&s=2&t=3&min=10&max=99.5&type=2&status=sold&graded=1&prop=Rookie:Yes&prop=Auto:Yes&mf=4&sort=2&dir=desc&page=3&size=120');
    expect(search).toEqual({
      key: 'ohtani', f: 1, s: 2, t: 3, min: '10', max: '99.5', type: ListingType.Auction, status: 'sold', graded: '1',
      prop: ['Rookie:Yes', 'Auto:Yes'], mf: 4, sort: SortTab.Price, dir: 'desc', page: 3, size: 120,
    });
  });
  it('reads the spec’s words for the listing type and drops the others', () => {
    expect(read('type=auction').type).toBe(ListingType.Auction);
    expect(read('type=buy').type).toBe(ListingType.BuyNow);
    expect(read('type=category&f=1').type).toBe(ListingType.All);
    expect(read('type=search&key=x')).toMatchObject({ type: 0, key: 'x' });
  });
  it('reads and writes the grading filters, dropping ones that do not parse', () => {
    const search = read('grader=PSA&grade=9.5&year=1999&cond=NM');
    expect(search).toMatchObject({ grader: 'PSA', grade: '9.5', year: 1999, cond: 'NM' });
    expect(marketQueryString(search)).toBe('grader=PSA&grade=9.5&year=1999&cond=NM');
    expect(read(marketQueryString(search))).toEqual(search);
    const bad = read('grader=ACME&grade=9.7&year=old&cond=Mint&key=x');
    expect([bad.grader, bad.grade, bad.year, bad.cond, bad.key]).toEqual([undefined, undefined, undefined, undefined, 'x']);
  });
  it('drops a bad parameter instead of failing the page', () => {
    const search = read('key=jordan&min=abc&size=7&page=-1&f=zero');
    expect(search).toMatchObject({ key: 'jordan', size: 60, page: 1 });
    expect(search.min).toBeUndefined();
    expect(search.f).toBeUndefined();
  });
  it('takes /market/{id} as the first-level category unless the query names one', () => {
    expect(read('', '5').f).toBe(5);
    expect(read('f=2', '5').f).toBe(2);
  });
});

describe('writeMarketSearch', () => {
  it('leaves defaults out of the URL', () => {
    expect(writeMarketSearch(read('')).toString()).toBe('');
    expect(writeMarketSearch(read('page=1&size=60&status=selling&type=0')).toString()).toBe('');
  });
  it('round-trips a full search', () => {
    const query = 'key=ohtani&f=1&s=2&t=3&min=10&max=99.5&type=2&status=sold&graded=1&prop=Rookie%3AYes&prop=Auto%3AYes&mf=4&sort=2&dir=desc&page=3&size=120';
    expect(writeMarketSearch(read(query)).toString()).toBe(query);
    expect(read(marketQueryString(read(query)))).toEqual(read(query));
  });
  it('writes parameters in one order whatever order they were read in', () => {
    expect(marketQueryString(read('page=2&key=a'))).toBe(marketQueryString(read('key=a&page=2')));
  });
});
