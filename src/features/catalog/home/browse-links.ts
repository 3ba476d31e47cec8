import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The one set of browse links (issue 32): the site header's nav and the home menu under it show
 * the same words going to the same places. The market links are written as the market writes its
 * own URL (market-url.ts), so the link, the page's cache entry and the first view's read agree.
 */
export interface BrowseLink {
  to: string;
  label: MessageDescriptor;
  /** Only the exact path is current ("/" would otherwise match everything). */
  end?: boolean;
}

export const HOME_LINK: BrowseLink = { to: '/', label: msg`Home`, end: true };

/** New listings have their own row on the home page, with its "View all" (listing-rows.tsx). */
export const marketBrowseLinks: BrowseLink[] = [
  { to: '/market?type=2', label: msg`Auctions` },
  { to: '/market?type=1', label: msg`Buy It Now` },
];

export const browseLinks: BrowseLink[] = [HOME_LINK, ...marketBrowseLinks];

/** Whether `link` is the page at `pathname` + `search` (a market link only when its query matches exactly). */
export function isCurrentBrowseLink(link: BrowseLink, pathname: string, search: string): boolean {
  const [path, query = ''] = link.to.split('?');
  if (pathname.replace(/(.)\/+$/, '$1') !== path) return false;
  return link.end ? true : new URLSearchParams(search).toString() === new URLSearchParams(query).toString();
}
