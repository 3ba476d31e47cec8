/**
 * The market page's top as the server draws it (first-view-preview.ts says why): the heading, the
 * toolbar, the sort tabs and the first cards of the results, whose first picture is the LCP on a
 * phone. The markup is MarketPage's (src/features/catalog/pages/market-page.tsx and the toolbar,
 * tabs and ListingCard it draws) with the same class names and words, as a visitor sees it;
 * tests/e2e/first-view.spec.ts compares the boxes. Only for searches the server can name without
 * the category tree: no filter of the filter panel, the first page.
 */
import { countdownParts, msUntil } from '../../src/domain/catalog/countdown';
import { formatUsd } from '../../src/domain/format/format-usd';
import { numberFormat } from '../../src/domain/format/number-format';
import { listingHref } from '../../src/domain/catalog/listing-href';
import { activeFilterCount } from '../../src/domain/catalog/market-filter-count';
import { listingPhase, type ListingPhase } from '../../src/domain/catalog/listing-phase';
import {
  ListingType,
  MAX_COUNTED_RESULTS,
  PAGE_SIZES,
  SortTab,
  type ListingCard,
  type MarketSearch,
  type MarketSearchReply,
} from '../../src/domain/catalog/market-search.schema';
import { normalizeMarketSearch } from '../../src/domain/catalog/market-search-rules';
import { shortTitle } from '../../src/domain/catalog/short-title';
import { gradeBadgeOf } from '../../src/domain/catalog/grade-badge';
import type { LocaleFormat, Translate } from './first-view-messages';
import { escapeHtml, image } from './first-view-preview';

/** As many cards as the grid's loading skeletons: more than a desktop's first screen holds. */
export const MARKET_PREVIEW_CARDS = 12;
/** ListingGrid loads the pictures of the first cards at once, the others as they near the screen. */
const EAGER_CARDS = 4;

/** Whether the server can draw this search's page (else the first view is the app's). */
export function isPreviewable(search: MarketSearch): boolean {
  return activeFilterCount(search) === 0 && search.page === 1;
}

/** `now`: the server's clock, for the countdowns. */
export function marketPreview(search: MarketSearch, reply: MarketSearchReply, { t, locale }: LocaleFormat, now: number): string | null {
  const cards = reply.PagedMarketItemList.slice(0, MARKET_PREVIEW_CARDS);
  if (!isPreviewable(search) || cards.length === 0) return null;
  const title = search.key ? t('Results for “{name}”', { name: search.key }) : t('Market');
  return (
    '<div class="page market"><header class="market__head">' +
    `<h1 class="market__title">${escapeHtml(title)}</h1>` +
    `<button type="button" class="btn btn--ghost btn--small save-search-button">${SAVE_ICON}${escapeHtml(t('Save this search'))}</button></header>` +
    // The filter panel's column on a desktop, filled by the app (its category tree is not drawn here).
    '<div class="market__layout"><aside class="market__filters market__filters--preview"></aside><section class="market__results">' +
    toolbar(search, reply.TotalCount, t, locale) +
    sortTabs(search, t) +
    `<div id="market-sort-panel"><ul class="lgrid">${cards.map((card, i) => `<li>${listingCard(card, i, t, locale, now)}</li>`).join('')}</ul></div>` +
    '</section></div></div>'
  );
}

function toolbar(search: MarketSearch, total: number, t: Translate, locale: string): string {
  const count =
    total >= MAX_COUNTED_RESULTS
      ? t('{many} results', { many: `${numberFormat(locale, {}).format(MAX_COUNTED_RESULTS)}+` })
      : t('{total, plural, one {# result} other {# results}}', { total });
  const select = (label: string, options: [string | number, string][], value: string | number) =>
    `<div class="toolbar-select"><label>${escapeHtml(label)}</label><select class="field__select field__select--compact">` +
    options.map(([option, text]) => `<option${option === value ? ' selected' : ''}>${escapeHtml(text)}</option>`).join('') +
    '</select></div>';
  return (
    `<div class="toolbar"><p class="toolbar__count">${escapeHtml(count)}</p>` +
    // The app shows this button only below its wide layout: the preview's stylesheet rule does the same.
    `<button type="button" class="btn btn--ghost btn--small toolbar__filters toolbar__filters--preview">${FILTERS_ICON}${escapeHtml(t('Filters'))}</button>` +
    '<div class="toolbar__selects">' +
    select(
      t('Listing type'),
      [
        [ListingType.All, t('All listings')],
        [ListingType.BuyNow, t('Buy It Now')],
        [ListingType.Auction, t('Auction')],
        [ListingType.Bargain, t('Best Offer')],
      ],
      search.type,
    ) +
    select(
      t('Status'),
      [
        ['selling', t('Selling')],
        ['sold', t('Sold')],
      ],
      search.status,
    ) +
    select(
      t('Per page'),
      PAGE_SIZES.map((size) => [size, String(size)]),
      search.size,
    ) +
    '</div></div>'
  );
}

/** SortTabs: best match with a keyword, ending (or recently ended), price, newly listed, most bids where auctions can be. */
function sortTabs(search: MarketSearch, t: Translate): string {
  const applied = normalizeMarketSearch(search);
  const priceUp = applied.sort !== SortTab.Price || applied.dir === 'asc';
  const tabs: [SortTab, string][] = [];
  if (search.key) tabs.push([SortTab.BestMatch, t('Best match')]);
  tabs.push([SortTab.Ending, search.status === 'sold' ? t('Recently ended') : t('Ending soonest')]);
  tabs.push([SortTab.Price, priceUp ? t('Price ↑') : t('Price ↓')]);
  tabs.push([SortTab.Newly, t('Newly listed')]);
  if (search.type !== ListingType.BuyNow && search.type !== ListingType.Bargain) tabs.push([SortTab.MostBids, t('Most bids')]);
  const buttons = tabs.map(
    ([value, label]) => `<button type="button" role="tab" aria-selected="${value === applied.sort}" class="tabs__tab">${escapeHtml(label)}</button>`,
  );
  return `<div class="sort-tabs"><div class="tabs" role="tablist">${buttons.join('')}</div></div>`;
}

/** The words of listing-price-label.ts's phaseLabels. */
const PHASE_LABELS: Record<ListingPhase, string> = { 'coming-soon': 'Coming Soon', auction: 'Current bid', 'buy-now': 'Buy It Now', sold: 'Sold' };

function listingCard(listing: ListingCard, index: number, t: Translate, locale: string, now: number): string {
  const phase = listingPhase(listing);
  const loading = index < EAGER_CARDS ? `loading="eager"${index === 0 ? ' data-first-picture' : ''}` : 'loading="lazy"';
  const meta = [
    listing.ByWay === 2 ? `<span>${escapeHtml(t('{bids, plural, one {# bid} other {# bids}}', { bids: listing.AuctionCount }))}</span>` : '',
    phase === 'auction' && listing.EffectiveDate ? countdown(listing.EffectiveDate, t, now) : '',
    phase === 'coming-soon' ? `<span>${escapeHtml(t('Starts in'))} ${countdown(listing.StartDate, t, now, '00:00')}</span>` : '',
    listing.ByWay !== 2 && listing.Bargain && phase === 'buy-now' ? `<span>${escapeHtml(t('or Best Offer'))}</span>` : '',
  ];
  return (
    `<article class="lcard lcard--${phase}"><a href="${listingHref(listing)}" class="lcard__link"><div class="lcard__media">` +
    image(listing.TitImg, '', 300, loading) +
    gradeBadge(listing, t) +
    `</div><h3 class="lcard__title" title="${escapeHtml(listing.Title)}">${escapeHtml(shortTitle(listing.Title))}</h3></a>` +
    `<div class="lcard__watch"><button type="button" class="watch-toggle watch-toggle--card">${HEART_ICON}</button></div>` +
    `<p class="lcard__price"><span class="lcard__label">${escapeHtml(t(phase === 'auction' && listing.AuctionCount === 0 ? 'Starting bid' : PHASE_LABELS[phase]))}</span>` +
    `<strong class="lcard__amount">${escapeHtml(formatUsd(listing.USD_Price, locale))}</strong></p>` +
    `<p class="lcard__meta">${meta.join('')}</p></article>`
  );
}

/** listing/grade-badge.tsx: the grade label, a raw card's condition, or "Graded". */
function gradeBadge(listing: ListingCard, t: Translate): string {
  const badge = gradeBadgeOf(listing);
  if (!badge) return '';
  const text = badge.kind === 'graded-unknown' ? t('Graded') : badge.text;
  return `<span class="lcard__badge lcard__badge--${badge.kind === 'raw' ? 'raw' : 'graded'}">${escapeHtml(text)}</span>`;
}

/** CountdownText at `now`. */
function countdown(until: string, t: Translate, now: number, zeroText = t('Ended')): string {
  const parts = countdownParts(msUntil(until, now));
  const { first, second } = parts;
  const text =
    parts.unit === 'dh' ? t('{first}d {second}h', { first, second })
    : parts.unit === 'hm' ? t('{first}h {second}m', { first, second })
    : parts.unit === 'ms' ? t('{first}m {second}s', { first, second })
    : parts.unit === 's' ? t('{first}s', { first })
    : zeroText;
  return `<time datetime="${escapeHtml(until)}" class="countdown${parts.urgent ? ' countdown--urgent' : ''}">${escapeHtml(text)}</time>`;
}

const SAVE_ICON =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"><path d="M6 3h12v18l-6-4-6 4V3Z"></path></svg>';
const FILTERS_ICON =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg>';
const HEART_ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"></path></svg>';
