import { SHARE_TOKEN } from '../../../domain/coupons/coupon.schema';

/** The share link's token (`s`), or null when the link has none that could be one. */
export function readShareToken(search: URLSearchParams): string | null {
  const token = search.get('s');
  return token !== null && SHARE_TOKEN.test(token) ? token : null;
}
