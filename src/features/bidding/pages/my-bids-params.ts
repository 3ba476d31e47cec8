import { myBidsStatuses, type MyBidsStatus } from '../../../domain/bidding/bid-options';
import type { MyBidsParams } from '../api/get-my-bids';

const isStatus = (value: string | null): value is MyBidsStatus => myBidsStatuses.some((status) => status === value);

/** The URL query of /myholo/bids: status (all by default) and page. */
export function readMyBidsParams(search: URLSearchParams): MyBidsParams {
  const status = search.get('status');
  const page = Math.min(1000, Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  return { status: isStatus(status) ? status : 'all', page };
}

/** The link of a view; defaults are left out so the plain page stays /myholo/bids. */
export function myBidsHref({ status, page }: MyBidsParams): string {
  const query = new URLSearchParams();
  if (status !== 'all') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/myholo/bids?${text}` : '/myholo/bids';
}
