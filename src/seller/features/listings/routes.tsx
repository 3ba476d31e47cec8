import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import type { SellerNavItem } from '../../app/seller-nav';
import { ListingsPage } from './pages/listings-page';
import { ListingPage } from './pages/listing-page';
import { NewListingPage } from './pages/new-listing-page';
import { EditListingPage } from './pages/edit-listing-page';

/** The listings desk: the list, one listing, a new one (clone: ?clone=<itemId>), an edit before the first bid. */
export const routes: RouteObject[] = [
  { path: 'listings', element: <ListingsPage /> },
  { path: 'listings/new', element: <NewListingPage /> },
  { path: 'listings/:id', element: <ListingPage /> },
  { path: 'listings/:id/edit', element: <EditListingPage /> },
];

export const navItem: SellerNavItem = { to: '/listings', label: msg`Listings`, order: 10 };
