import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const WarehousePage = lazyPage(async () => (await import('./pages/warehouse-page')).WarehousePage);
const WarehouseOrderPage = lazyPage(async () => (await import('./pages/warehouse-order-page')).WarehouseOrderPage);

/** /myholo/warehouse and /myholo/waredetail/:id, for members only. */
export const warehouseRoutes: RouteObject[] = [
  {
    path: 'myholo/warehouse',
    handle: { title: msg`Overseas warehouse` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <WarehousePage />
      </RequireAuth>
    ),
  },
  {
    path: 'myholo/waredetail/:id',
    handle: { title: msg`Warehouse order` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <WarehouseOrderPage />
      </RequireAuth>
    ),
  },
];
