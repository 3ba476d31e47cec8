import { describe, expect, it } from 'vitest';
import type { ListingCard, MarketSearchReply } from '../../src/domain/catalog/market-search.schema';
import { readMarketSearch } from '../../src/domain/catalog/market-url';
import { untranslated, type LocaleFormat } from './first-view-messages';
import { marketPreview } from './market-preview';

const now = Date.parse('2026-11-22T12:00:00Z');
const card = (id: number, changes: Partial<ListingCard> = {}): ListingCard => ({
  ID: id,
  Title: `Card ${id}`,
  TitImg: `/media/card-${id}.svg`,
  USD_Price: 2900,
  ByWay: 2,
  Bargain: false,
  OrderType: 0,
  Status: 1,
  AuctionCount: 4,
  AttentionCount: 0,
  EffectiveDate: new Date(now + 3 * 60_000 + 23_500).toISOString(),
  StartDate: '2026-11-01T00:00:00Z',
  IsGraded: false,
  StoreId: null,
  SellerName: 'seller',
  IsAttention: false,
  ...changes,
});
const reply = (cards: ListingCard[], total = cards.length): MarketSearchReply => ({
  PagedMarketItemList: cards,
  PageIndex: 1,
  TotalCount: total,
  Applied: { type: 0, sort: 1, dir: 'asc' },
});
const search = (query: string) => readMarketSearch(new URLSearchParams(query));
const draw = (query: string, cards: ListingCard[], total?: number, format: LocaleFormat = untranslated) =>
  marketPreview(search(query), reply(cards, total), format, now);

describe('the market page drawn by the server', () => {
  it('draws the heading, the toolbar with the search\'s choices, the sort tabs and the cards', () => {
    const html = draw('', [card(1, { IsGraded: true }), card(2)], 1000)!;
    expect(html).toContain('<h1 class="market__title">Market</h1>');
    expect(html).toContain('<p class="toolbar__count">1,000+ results</p>');
    expect(html).toContain('<option selected>All listings</option>');
    expect(html).toContain('<option selected>Selling</option>');
    expect(html).toContain('<option selected>60</option>');
    expect([...html.matchAll(/aria-selected="(true|false)" class="tabs__tab">([^<]+)</g)].map((m) => `${m[2]}${m[1] === 'true' ? '*' : ''}`)).toEqual([
      'Ending soonest*',
      'Price ↑',
      'Newly listed',
      'Most bids',
    ]);
    // The first card's picture is the one the start waits for; the grid's first four load at once.
    expect(html).toContain('<img src="/media/card-1.svg" alt="" width="300" height="300" loading="eager" data-first-picture decoding="async"><span class="lcard__badge lcard__badge--graded">Graded</span>');
    expect(html).toContain('<img src="/media/card-2.svg" alt="" width="300" height="300" loading="eager" decoding="async">');
    expect(html).toContain('<span class="lcard__label">Current bid</span><strong class="lcard__amount">$29.00</strong>');
    expect(html).toContain(`<span>4 bids</span><time datetime="${card(1).EffectiveDate}" class="countdown countdown--urgent">3m 23s</time>`);
    // The filter panel's column, empty until the app fills it.
    expect(html).toContain('<aside class="market__filters market__filters--preview"></aside>');
  });

  it("draws a slab's grade and a raw card's condition as the app's badge does", () => {
    const html = draw('', [card(1, { IsGraded: true, GradeLabel: 'PSA 10' }), card(2, { Condition: 'NM' }), card(3)])!;
    expect(html).toContain('<span class="lcard__badge lcard__badge--graded">PSA 10</span>');
    expect(html).toContain('<span class="lcard__badge lcard__badge--raw">NM</span>');
    expect(html.match(/class="lcard__badge /g)).toHaveLength(2);
  });

  it('follows the keyword, the listing type, the status and the price direction', () => {
    const html = draw('key=psa <10>&type=1&status=sold&sort=2&dir=desc&size=120', [card(1)], 1)!;
    expect(html).toContain('<h1 class="market__title">Results for “psa &lt;10&gt;”</h1>');
    expect(html).toContain('<p class="toolbar__count">1 result</p>');
    expect(html).toContain('<option selected>Buy It Now</option>');
    expect(html).toContain('<option selected>Sold</option>');
    expect(html).toContain('<option selected>120</option>');
    expect([...html.matchAll(/class="tabs__tab">([^<]+)</g)].map((m) => m[1])).toEqual(['Best match', 'Recently ended', 'Price ↓', 'Newly listed']);
  });

  it('labels each kind of card as ListingCard does, and draws twelve at most', () => {
    const cards = [
      card(1, { ByWay: 1, EffectiveDate: null, Bargain: true, OrderType: 1, USD_Price: 123456 }),
      card(2, { Status: 2, StartDate: new Date(now + 2 * 86_400_000 + 5 * 3_600_000).toISOString() }),
      card(3, { Status: -1, AuctionCount: 1 }),
      card(4, { Title: 'A'.repeat(60) }),
      ...Array.from({ length: 10 }, (_, i) => card(10 + i)),
    ];
    const html = draw('', cards, 240)!;
    expect(html.match(/<article /g)).toHaveLength(12);
    expect(html).toContain('<p class="toolbar__count">240 results</p>');
    expect(html).toContain('<article class="lcard lcard--buy-now"><a href="/storedetails/1" class="lcard__link">');
    expect(html).toContain('<span class="lcard__label">Buy It Now</span><strong class="lcard__amount">$1,234.56</strong></p><p class="lcard__meta"><span>or Best Offer</span></p>');
    expect(html).toContain('<span class="lcard__label">Coming Soon</span>');
    expect(html).toContain('<span>Starts in <time datetime="');
    expect(html).toContain('class="countdown">2d 5h</time>');
    expect(html).toContain('<span class="lcard__label">Sold</span><strong class="lcard__amount">$29.00</strong></p><p class="lcard__meta"><span>1 bid</span></p>');
    expect(html).toContain(`<h3 class="lcard__title" title="${'A'.repeat(60)}">${'A'.repeat(49)}…</h3>`);
    expect(html.match(/loading="eager"/g)).toHaveLength(4);
  });

  it('labels an auction without bids with its starting bid, and an ended countdown Ended (issue 32)', () => {
    const ended = new Date(now - 1_000).toISOString();
    const html = draw('', [card(1, { AuctionCount: 0, EffectiveDate: ended })])!;
    expect(html).toContain('<span class="lcard__label">Starting bid</span>');
    expect(html).toContain(`<time datetime="${ended}" class="countdown">Ended</time>`);
  });

  it('writes the visitor\'s language', () => {
    const marked: LocaleFormat = { locale: 'ja', t: (message) => `«${message}»` };
    const html = draw('', [card(1)], 5, marked)!;
    expect(html).toContain('<h1 class="market__title">«Market»</h1>');
    expect(html).toContain('«Save this search»</button>');
    expect(html).toContain('<label>«Listing type»</label>');
    expect(html).toContain('<span class="lcard__label">«Current bid»</span>');
    // Prices in the locale's own way (Intl), not the catalog's.
    expect(html).toContain('<strong class="lcard__amount">$29.00</strong>');
  });

  it('draws nothing for a search the server cannot name, a later page or no results', () => {
    for (const query of ['f=3', 'min=5', 'graded=1', 'prop=Grade:10', 'mf=2', 'page=2']) expect(draw(query, [card(1)]), query).toBeNull();
    expect(draw('', [])).toBeNull();
  });
});
