import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const AddressBookPage = lazyPage(async () => (await import('./pages/address-book-page')).AddressBookPage);

/** /myholo/address, for members only (the trade gate's "Go to Set" lands here). */
export const addressRoutes: RouteObject[] = [
  {
    path: 'myholo/address',
    handle: { title: msg`Shipping addresses` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <AddressBookPage />
      </RequireAuth>
    ),
  },
];
