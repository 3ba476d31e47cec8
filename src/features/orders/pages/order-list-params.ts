/**
 * The URL query of /myholo/purchase and /myholo/mallorder: type (the tab, 1 by default), the
 * filters (title, orderNo, seller; sr, the dispute tab's status) and page. The URL holds the whole view, so back, forward and
 * reload keep it.
 */
export interface OrderListParams {
  type: number;
  title: string;
  orderNo: string;
  /** Seller nickname (the purchase list only). */
  seller: string;
  /** The purchase list's Dispute tab status (spec SRType): 0 all, 1 disputing, 2 disputed, 3 revoked. */
  sr: number;
  page: number;
}

/** The purchase list's Dispute tab, the one with the status dropdown. */
export const DISPUTE_TAB = 4;

export type OrderFilters = Pick<OrderListParams, 'title' | 'orderNo' | 'seller'>;

const text = (search: URLSearchParams, name: string) => (search.get(name) ?? '').trim().slice(0, 100);

export function readOrderListParams(search: URLSearchParams, tabCount: number): OrderListParams {
  const type = Number.parseInt(search.get('type') ?? '1', 10);
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const sr = Number.parseInt(search.get('sr') ?? '0', 10);
  return {
    type: type >= 1 && type <= tabCount ? type : 1,
    title: text(search, 'title'),
    orderNo: text(search, 'orderNo'),
    seller: text(search, 'seller'),
    sr: sr >= 0 && sr <= 3 ? sr : 0,
    page: page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The link of a view: the tab always (as the spec's links write it), filters when set, page after 1. */
export function orderListHref(path: string, { type, title, orderNo, seller, sr, page }: OrderListParams): string {
  const query = new URLSearchParams({ type: String(type) });
  if (title) query.set('title', title);
  if (orderNo) query.set('orderNo', orderNo);
  if (seller) query.set('seller', seller);
  if (type === DISPUTE_TAB && sr > 0) query.set('sr', String(sr));
  if (page > 1) query.set('page', String(page));
  return `${path}?${query.toString()}`;
}
