import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** Home, the market and the sellers list. */
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
    path: 'seller/list',
    handle: handle(msg`Sellers`),
    lazy: async () => ({ Component: (await import('./pages/seller-list-page')).SellerListPage }),
  },
];
