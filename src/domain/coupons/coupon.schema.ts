/**
 * Coupons (spec 2 "Coupon", spec 3 "Coupons" and the shared coupon link). Money in USD cents.
 * A member's coupon Status: 0 unused, 1 used, 2 expired (unused past its EndDate, told by the server).
 */
import { z } from 'zod/mini';

export const CouponStatus = { Unused: 0, Used: 1, Expired: 2 } as const;
export const COUPONS_PAGE_SIZE = 12;
/** The checkout's selector reads every unused coupon at once (spec 2: pageSize 99). */
export const COUPONS_ALL_SIZE = 99;
/** A paid order can be shared for this long after payment. */
export const SHARE_WINDOW_MS = 7 * 86_400_000;

/** Tab 0 unused (and not expired), tab 1 expired (also the used ones: no longer usable). */
export const couponTabs = [0, 1] as const;
export type CouponTab = (typeof couponTabs)[number];

export const myCouponsQuery = z.object({
  type: z._default(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)])), 0),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  size: z._default(
    z.pipe(z.coerce.number(), z.union([z.literal(COUPONS_PAGE_SIZE), z.literal(COUPONS_ALL_SIZE)])),
    COUPONS_PAGE_SIZE,
  ),
});

export const memberCoupon = z.object({
  /** The member's copy (spec: couponMemberID). */
  ID: z.int(),
  CouponID: z.int(),
  Title: z.string(),
  /** The amount off, cents. */
  FreeMoney: z.int(),
  /** Usable on every store item; otherwise only on Commoditys. */
  IsAllUse: z.boolean(),
  Commoditys: z.array(z.int()),
  EndDate: z.string(),
  Status: z.int(),
});
export type MemberCoupon = z.infer<typeof memberCoupon>;

export const myCouponsReply = z.object({ data: z.array(memberCoupon), count: z.int() });
export type MyCouponsReply = z.infer<typeof myCouponsReply>;

/** GET /api/me/coupons/usable?lines=1,2: the coupons for each of the member's cart lines. */
export const usableCouponsQuery = z.object({
  lines: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(1_000)),
      z.transform((text: string) => [...new Set(text.split(',').filter(Boolean).map(Number))]),
    ),
    z.array(z.int().check(z.positive(), z.maximum(2_147_483_647))).check(z.minLength(1), z.maxLength(99)),
  ),
});

export const couponOption = z.extend(memberCoupon, {
  /** Not applicable to this line's item (spec 2: disabled when not applicable). */
  Disabled: z.boolean(),
  /** What it takes off this line: min(FreeMoney, line total). */
  DiscountCents: z.int(),
});
export type CouponOptionReply = z.infer<typeof couponOption>;

export const usableCouponsReply = z.object({
  Lines: z.array(
    z.object({
      CartLineId: z.int(),
      CommodityId: z.int(),
      /** Price × quantity, cents. */
      TotalCents: z.int(),
      /** Sorted by FreeMoney, highest first; the not applicable ones Disabled. */
      Coupons: z.array(couponOption),
    }),
  ),
});
export type UsableCouponsReply = z.infer<typeof usableCouponsReply>;

export const shareLinkBody = z.object({ OrderId: z.int().check(z.positive(), z.maximum(2_147_483_647)) });

/** A share link's token: 32 random bytes, base64url (server/services/coupons/create-share-link.ts). */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const shareTokenParams = z.object({ token: z.string().check(z.regex(SHARE_TOKEN)) });

/** The sharer's link: only a token, so the page and a draw learn nothing of the order or its buyer. */
export const shareLinkReply = z.object({
  /** The path of the share page, to be put after the site's origin. */
  Link: z.string(),
  ExpiresAt: z.string(),
});
export type ShareLinkReply = z.infer<typeof shareLinkReply>;

export const drawShareReply = z.object({
  Coupon: memberCoupon,
  /** True when this member had already drawn from this link: the coupon is the one they hold. */
  AlreadyDrawn: z.boolean(),
});
export type DrawShareReply = z.infer<typeof drawShareReply>;

/** The share page's path for a link's token. */
export function shareCouponPath(token: string): string {
  return `/coupon?s=${token}`;
}
