import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { itemIdOf } from '../../domain/bidding/item-id';

const ItemPage = lazyPage(async () => (await import('./pages/item-page')).ItemPage);
const StoreItemPage = lazyPage(async () => (await import('./pages/store-item-page')).StoreItemPage);

const itemFirstReads: RouteHandle['firstReads'] = async (client, params) => {
  const id = itemIdOf(params.id);
  if (id === null) return;
  const { itemDetailOptions } = await import('./api/get-item');
  await client.prefetchQuery(itemDetailOptions(id));
};

/** The item pages: marketplace listings (auction, buy now, finished) and store items. */
export const itemRoutes: RouteObject[] = [
  {
    path: 'carddetails/:id',
    handle: { title: msg`Item`, firstReads: itemFirstReads } satisfies RouteHandle,
    element: <ItemPage />,
  },
  {
    path: 'storedetails/:id',
    handle: { title: msg`Store item`, firstReads: itemFirstReads } satisfies RouteHandle,
    element: <StoreItemPage />,
  },
];
