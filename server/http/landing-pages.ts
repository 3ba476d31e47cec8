/**
 * The pages a visitor lands on from outside (a shared link, a search engine, the home screen): what
 * their first view loads, for first-view-hints.ts. `module` is the page component the route loads
 * lazily (src/features/<area>/routes.tsx), as the build manifest names it; `reads` are the API reads
 * the page sends before it can show anything, written exactly as the client writes them. A read
 * that differs from the client's would be fetched twice, so tests/e2e/first-view.spec.ts
 * checks every one against the page's real requests.
 */
import type { Env } from '../env';
import type { ServiceContext } from '../services/context';
import { homeBanners } from '../services/catalog/get-home';
import { searchListings } from '../services/catalog/search-listings';
import { itemPreviewFacts } from '../services/items/item-preview-facts';
import type { LocaleFormat } from './first-view-messages';
import { itemPreview } from './first-view-preview';
import { homePreview } from './home-preview';
import { isPreviewable, MARKET_PREVIEW_CARDS, marketPreview } from './market-preview';
import { isAllowedImageUrl } from '../../src/domain/media/image-url';
import { NO_IMAGE } from '../../src/domain/bidding/item-image';
import { itemIdOf } from '../../src/domain/bidding/item-id';
import { normalizeMarketSearch } from '../../src/domain/catalog/market-search-rules';
import { marketQueryString, readMarketSearch } from '../../src/domain/catalog/market-url';
import type { MarketSearch } from '../../src/domain/catalog/market-search.schema';

export interface LandingPage {
  path: RegExp;
  module: string;
  reads(match: RegExpExecArray, query: URLSearchParams): string[];
  /**
   * The page's top as the server can draw it before the scripts run (first-view-preview.ts), with
   * its largest picture (the LCP), in the visitor's language; null when it cannot.
   */
  preview?(match: RegExpExecArray, query: URLSearchParams, ctx: PreviewContext): Promise<string | null>;
}

export interface PreviewContext extends Pick<ServiceContext, 'db' | 'clock'> {
  env: Pick<Env, 'HOME_VIDEO_URL' | 'HOME_VIDEO_POSTER_URL' | 'MEDIA_HOSTS'>;
  format: LocaleFormat;
}

function itemRead(segment: string | undefined): string[] {
  const id = itemIdOf(segment);
  return id === null ? [] : [`/api/items/${id}`];
}

async function itemPagePreview(segment: string | undefined, ctx: PreviewContext): Promise<string | null> {
  const id = itemIdOf(segment);
  // Beyond an integer column's range there is no such item (and the query would fail).
  const facts = id === null || id > 2_147_483_647 ? null : await itemPreviewFacts(ctx, id);
  // A row stored before image addresses were checked must not make every visitor load a foreign URL.
  return facts && facts.images.every((src) => isAllowedImageUrl(src, ctx.env.MEDIA_HOSTS)) ? itemPreview(facts) : null;
}

/** The search as a visitor sees it (the member's blocked sellers are the app's to leave out). */
async function marketPagePreview(search: MarketSearch, ctx: PreviewContext): Promise<string | null> {
  if (!isPreviewable(search)) return null;
  const reply = await searchListings(ctx, search, null);
  const drawable = (src: string) => src === NO_IMAGE || isAllowedImageUrl(src, ctx.env.MEDIA_HOSTS);
  if (!reply.PagedMarketItemList.slice(0, MARKET_PREVIEW_CARDS).every((card) => drawable(card.TitImg))) return null;
  return marketPreview(search, reply, ctx.format, ctx.clock.now().getTime());
}

/**
 * The reads the layout shows around every page (src/app/layout/shell-reads.ts): the member, the
 * header's settings and category menu. Start-up waits for them with the page's own.
 */
export const layoutReads = ['/api/me', '/api/reference/app-config', '/api/categories'];

export const landingPages: LandingPage[] = [
  {
    path: /^\/$/,
    module: 'src/features/catalog/pages/home-page.tsx',
    reads: () => ['/api/home'],
    // The banners of the area the client asks for without an AreaCode (server/routes/home.ts), in the visitor's language.
    preview: async (_match, _query, ctx) =>
      homePreview({ banners: await homeBanners(ctx, 'US', ctx.format.locale) }, ctx.format),
  },
  {
    path: /^\/market(?:\/([^/]+))?\/?$/i,
    module: 'src/features/catalog/pages/market-page.tsx',
    reads: (match, query) => [`/api/market/search?${marketQueryString(normalizeMarketSearch(readMarketSearch(query, decoded(match[1]))))}`],
    preview: (match, query, ctx) => marketPagePreview(readMarketSearch(query, decoded(match[1])), ctx),
  },
  {
    path: /^\/carddetails\/([^/]+)\/?$/i,
    module: 'src/features/item/pages/item-page.tsx',
    reads: (match) => itemRead(match[1]),
    preview: (match, _query, ctx) => itemPagePreview(match[1], ctx),
  },
  {
    path: /^\/storedetails\/([^/]+)\/?$/i,
    module: 'src/features/item/pages/store-item-page.tsx',
    reads: (match) => itemRead(match[1]),
    preview: (match, _query, ctx) => itemPagePreview(match[1], ctx),
  },
];

/** A path segment as the router hands it to the page (decoded); one that does not decode is dropped. */
function decoded(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
