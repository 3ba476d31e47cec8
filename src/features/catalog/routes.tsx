import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const HomePage = lazyPage(async () => (await import('./pages/home-page')).HomePage);
const MarketPage = lazyPage(async () => (await import('./pages/market-page')).MarketPage);
const ListPage = lazyPage(async () => (await import('./pages/list-page')).ListPage);
const BuyNowPage = lazyPage(async () => (await import('./pages/buy-now-page')).BuyNowPage);
const SellerListPage = lazyPage(async () => (await import('./pages/seller-list-page')).SellerListPage);
const SellerDetailPage = lazyPage(async () => (await import('./pages/seller-detail-page')).SellerDetailPage);

const handle = (title: RouteHandle['title'], firstReads?: RouteHandle['firstReads']): RouteHandle => ({ title, firstReads });

const homeFirstReads: RouteHandle['firstReads'] = async (client) => {
  const [{ homeOptions }, { session }] = await Promise.all([import('./api/get-home'), import('../../lib/session/session-store')]);
  // The same key as the page's (useHome), or the page would read /api/home a second time.
  await client.prefetchQuery(homeOptions(session.user?.Id ?? null));
};

const marketFirstReads: RouteHandle['firstReads'] = async (client, params, search) => {
  const [{ marketSearchOptions }, { readMarketSearch }] = await Promise.all([
    import('./api/search-market'),
    import('../../domain/catalog/market-url'),
  ]);
  await client.prefetchQuery(marketSearchOptions(readMarketSearch(search, params.id)));
};

/** Home, the market, the manufacturer lists, the sellers list and the store pages. */
export const catalogRoutes: RouteObject[] = [
  {
    index: true,
    handle: handle(msg`Trading card marketplace`, homeFirstReads),
    element: <HomePage />,
  },
  {
    path: 'market/:id?',
    handle: handle(msg`Market`, marketFirstReads),
    element: <MarketPage />,
  },
  {
    path: 'list/:id?',
    handle: handle(msg`Shop by manufacturer`),
    element: <ListPage />,
  },
  {
    path: 'buynow/:id?',
    handle: handle(msg`Buy It Now`),
    element: <BuyNowPage />,
  },
  {
    path: 'seller/list',
    handle: handle(msg`Sellers`),
    element: <SellerListPage />,
  },
  {
    path: 'seller/detail/:id',
    handle: handle(msg`Seller store`),
    element: <SellerDetailPage />,
  },
];
