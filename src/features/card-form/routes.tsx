import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const CardFormPage = lazyPage(async () => (await import('./pages/card-form-page')).CardFormPage);

/** /creditcards?orderId=…: the card entry form of an order, for members. */
export const cardFormRoutes: RouteObject[] = [
  {
    path: 'creditcards',
    handle: { title: msg`Pay by card` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <CardFormPage />
      </RequireAuth>
    ),
  },
];
