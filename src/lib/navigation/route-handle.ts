import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/** What a route tells the layout and start-up. */
export interface RouteHandle {
  /** The page title ("Sign in" → document.title "Sign in · Holo"). */
  title?: MessageDescriptor;
  /**
   * Fetches into `client` the reads the page cannot show anything without (never throws), so a
   * first view renders with them (first-reads.ts). Its code loads lazily: the reads' schemas stay
   * out of the entry chunk.
   */
  firstReads?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>;
}
