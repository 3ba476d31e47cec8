import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

/** /creditcards?orderId=…: the card entry form of an order, for members. */
export const cardFormRoutes: RouteObject[] = [
  {
    path: 'creditcards',
    handle: { title: msg`Pay by card` } satisfies RouteHandle,
    lazy: async () => {
      const { CardFormPage } = await import('./pages/card-form-page');
      return {
        Component: () => (
          <RequireAuth>
            <CardFormPage />
          </RequireAuth>
        ),
      };
    },
  },
];
