import { BannerClickType as BannerClick } from '../../../domain/catalog/home-options';
import type { Banner } from '../api/get-home';

export type BannerTarget = { external: true; href: string } | { external: false; to: string } | null;

/**
 * Where a banner click goes (spec 1 "Banner"): 0 an external page (http and https only), 2 an
 * item page, 6 a manufacturer's /list tab, 9 a seller's store, 10 a market search query string.
 * A banner whose ClickUrl does not fit its type is shown without a link.
 */
export function bannerTarget(banner: Pick<Banner, 'ClickType' | 'ClickUrl'>): BannerTarget {
  const url = banner.ClickUrl.trim();
  const id = /^\d+$/.test(url) ? url : null;
  switch (banner.ClickType) {
    case BannerClick.External:
      return /^https?:\/\//i.test(url) ? { external: true, href: url } : null;
    case BannerClick.Item:
      return id ? { external: false, to: `/carddetails/${id}` } : null;
    case BannerClick.List:
      return id ? { external: false, to: `/list?type=${id}` } : null;
    case BannerClick.Store:
      return id ? { external: false, to: `/seller/detail/${id}` } : null;
    case BannerClick.Market:
      return { external: false, to: `/market${url ? `?${url.replace(/^\?/, '')}` : ''}` };
    default:
      return null;
  }
}
