import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../features/auth';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { PlaceholderPage } from '../pages/placeholder-page';

/**
 * Pages the header and footer already link to, built by later parts of Holo. Each is an honest
 * "not open yet" page (member pages still ask visitors to sign in first) until its feature lands.
 */
const page = (path: string, title: RouteHandle['title'], membersOnly = false): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  element: membersOnly ? (
    <RequireAuth>
      <PlaceholderPage />
    </RequireAuth>
  ) : (
    <PlaceholderPage />
  ),
});

export const placeholderRoutes: RouteObject[] = [
  page('myholo/activity/:id?', msg`Activity`, true),
];
