import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../auth';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const ContactPage = lazyPage(async () => (await import('./pages/contact-page')).ContactPage);
const ConversationPage = lazyPage(async () => (await import('./pages/conversation-page')).ConversationPage);

/** Contacting a seller (spec 3 "Contact seller page") and the conversation that follows: members only. */
export const contactRoutes: RouteObject[] = [
  {
    path: 'messages/contact',
    handle: { title: msg`Contact seller` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <ContactPage />
      </RequireAuth>
    ),
  },
  {
    path: 'messages/conversation/:id',
    handle: { title: msg`Conversation` } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <ConversationPage />
      </RequireAuth>
    ),
  },
];
