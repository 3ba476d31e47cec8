import type { MyCouponsParams } from '../api/get-my-coupons';

/** The URL query of /myholo/coupons: type (0 unused by default, 1 expired) and page. */
export function readMyCouponsParams(search: URLSearchParams): MyCouponsParams {
  const type = search.get('type') === '1' ? 1 : 0;
  const page = Math.min(1000, Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  return { type, page };
}

/** The link of a view; defaults are left out so the plain page stays /myholo/coupons. */
export function myCouponsHref({ type, page }: MyCouponsParams): string {
  const query = new URLSearchParams();
  if (type !== 0) query.set('type', String(type));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/myholo/coupons?${text}` : '/myholo/coupons';
}
