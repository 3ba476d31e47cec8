import type { WatchItem } from '../../../domain/member/watch.schema';

/** Watched items are auction and buy-now listings, which open on /carddetails/{id}. */
export function watchItemHref(item: Pick<WatchItem, 'ID'>): string {
  return `/carddetails/${item.ID}`;
}
