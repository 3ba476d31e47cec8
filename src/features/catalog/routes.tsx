import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** Home, the market, the manufacturer lists, the sellers list and the store pages. */
export const catalogRoutes: RouteObject[] = [
  {
    index: true,
    handle: handle(msg`Trading card marketplace`),
    lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
  },
  {
    path: 'market/:id?',
    handle: handle(msg`Market`),
    lazy: async () => ({ Component: (await import('./pages/market-page')).MarketPage }),
  },
  {
    path: 'list/:id?',
    handle: handle(msg`Shop by manufacturer`),
    lazy: async () => ({ Component: (await import('./pages/list-page')).ListPage }),
  },
  {
    path: 'buynow/:id?',
    handle: handle(msg`Buy It Now`),
    lazy: async () => ({ Component: (await import('./pages/buy-now-page')).BuyNowPage }),
  },
  {
    path: 'seller/list',
    handle: handle(msg`Sellers`),
    lazy: async () => ({ Component: (await import('./pages/seller-list-page')).SellerListPage }),
  },
  {
    path: 'seller/detail/:id',
    handle: handle(msg`Seller store`),
    lazy: async () => ({ Component: (await import('./pages/seller-detail-page')).SellerDetailPage }),
  },
];
