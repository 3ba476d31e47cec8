/**
 * The pages a visitor lands on from outside (a shared link, a search engine, the home screen): what
 * their first view loads, for first-view-hints.ts. `module` is the page component the route loads
 * lazily (src/features/<area>/routes.tsx), as the build manifest names it; `reads` are the API reads
 * the page sends before it can show anything, written exactly as the client writes them. A read
 * that differs from the client's would be fetched twice, so tests/e2e/first-view.spec.ts
 * checks every one against the page's real requests. The server draws each one's first view with the
 * app's own components (src/ssr/render-first-view.tsx).
 */
import { itemIdOf } from '../../src/domain/bidding/item-id';
import { normalizeMarketSearch } from '../../src/domain/catalog/market-search-rules';
import { marketQueryString, readMarketSearch } from '../../src/domain/catalog/market-url';

export interface LandingPage {
  path: RegExp;
  module: string;
  reads(match: RegExpExecArray, query: URLSearchParams): string[];
}

function itemRead(segment: string | undefined): string[] {
  const id = itemIdOf(segment);
  return id === null ? [] : [`/api/items/${id}`];
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
  },
  {
    path: /^\/market(?:\/([^/]+))?\/?$/i,
    module: 'src/features/catalog/pages/market-page.tsx',
    reads: (match, query) => [`/api/market/search?${marketQueryString(normalizeMarketSearch(readMarketSearch(query, decoded(match[1]))))}`],
  },
  {
    path: /^\/carddetails\/([^/]+)\/?$/i,
    module: 'src/features/item/pages/item-page.tsx',
    reads: (match) => itemRead(match[1]),
  },
  {
    path: /^\/storedetails\/([^/]+)\/?$/i,
    module: 'src/features/item/pages/store-item-page.tsx',
    reads: (match) => itemRead(match[1]),
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
