import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { RequireAuth } from '../auth';

const MessagesPage = lazyPage(async () => (await import('./pages/messages-page')).MessagesPage);
const NotificationDetailPage = lazyPage(async () => (await import('./pages/notification-detail-page')).NotificationDetailPage);

/** /messages and /messages/detail/:id, for members only (the conversation pages are their own routes). */
export const messageRoutes: RouteObject[] = [
  {
    path: 'messages',
    handle: { title: msg`Messages` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <MessagesPage />
      </RequireAuth>
    ),
  },
  {
    path: 'messages/detail/:id',
    handle: { title: msg`Message` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <NotificationDetailPage />
      </RequireAuth>
    ),
  },
];
