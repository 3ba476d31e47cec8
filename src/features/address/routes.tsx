import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /myholo/address, for members only (the trade gate's "Go to Set" lands here). */
export const addressRoutes: RouteObject[] = [
  {
    path: 'myholo/address',
    handle: { title: msg`Shipping addresses` } satisfies RouteHandle,
    lazy: async () => {
      const { AddressBookPage } = await import('./pages/address-book-page');
      return {
        Component: () => (
          <RequireAuth>
            <AddressBookPage />
          </RequireAuth>
        ),
      };
    },
  },
];
