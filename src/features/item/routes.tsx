import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';

/** The item pages: marketplace listings (auction, buy now, finished) and store items. */
export const itemRoutes: RouteObject[] = [
  {
    path: 'carddetails/:id',
    handle: { title: msg`Item` } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/item-page')).ItemPage }),
  },
  {
    path: 'storedetails/:id',
    handle: { title: msg`Store item` } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/store-item-page')).StoreItemPage }),
  },
];
