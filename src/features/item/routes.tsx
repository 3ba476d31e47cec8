import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const ItemPage = lazyPage(async () => (await import('./pages/item-page')).ItemPage);
const StoreItemPage = lazyPage(async () => (await import('./pages/store-item-page')).StoreItemPage);

/** The item pages: marketplace listings (auction, buy now, finished) and store items. */
export const itemRoutes: RouteObject[] = [
  {
    path: 'carddetails/:id',
    handle: { title: msg`Item` } satisfies RouteHandle,
    element: <ItemPage />,
  },
  {
    path: 'storedetails/:id',
    handle: { title: msg`Store item` } satisfies RouteHandle,
    element: <StoreItemPage />,
  },
];
