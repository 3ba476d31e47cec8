/**
 * Coupon kinds and the demo members' coupons. The share kind (coupons.share, handed out by shared
 * order links) is reference data; the demo adds a few kinds and gives the demo buyers copies,
 * dated from the seed's `now`: usable ones, one only for two store items, and an expired one.
 */
import type { coupons, memberCoupons } from '../schema';
import type { PlannedListing } from './listings';
import type { ConditionRow } from './store-conditions';

type CouponRow = typeof coupons.$inferInsert & { id: number };
type MemberCouponRow = typeof memberCoupons.$inferInsert & { id: number };

const DAY_MS = 86_400_000;

/** Id 1, every database: what a shared link hands out (USD 2.00 off any store item, 30 days). */
export function shareCouponRows(now: Date): CouponRow[] {
  return [{ id: 1, title: "Friend's gift", freeCents: 200, isAllUse: true, commodityIds: [], validDays: 30, share: true, createdAt: now }];
}

export interface DemoCouponMembers {
  buyer: number;
  bidder: number;
  macao: number;
}

export function seedCoupons(listings: PlannedListing[], conditions: ConditionRow[], people: DemoCouponMembers, at: number) {
  const inStock = new Set(conditions.filter((c) => (c.stock ?? 0) > 0).map((c) => c.commodityId));
  const featured = listings
    .map((l) => l.row)
    .filter((row) => row.orderType === 1 && row.status === 1 && inStock.has(row.id))
    .sort((a, b) => a.id - b.id)
    .slice(0, 2)
    .map((row) => row.id);
  const created = new Date(at - 60 * DAY_MS);
  const kinds: CouponRow[] = [
    { id: 2, title: 'Welcome coupon', freeCents: 500, isAllUse: true, commodityIds: [], validDays: 30, share: false, createdAt: created },
    { id: 3, title: 'Featured cards coupon', freeCents: 300, isAllUse: false, commodityIds: featured, validDays: 14, share: false, createdAt: created },
    { id: 4, title: 'Autumn sale coupon', freeCents: 1_000, isAllUse: true, commodityIds: [], validDays: 30, share: false, createdAt: created },
  ];
  const copy = (id: number, couponId: number, memberId: number, daysAgo: number, validDays: number): MemberCouponRow => ({
    id,
    couponId,
    memberId,
    status: 0,
    expiresAt: new Date(at - daysAgo * DAY_MS + validDays * DAY_MS),
    createdAt: new Date(at - daysAgo * DAY_MS),
  });
  const owned: MemberCouponRow[] = [
    copy(1, 2, people.buyer, 2, 30),
    copy(2, 3, people.buyer, 1, 14),
    copy(3, 4, people.buyer, 40, 30),
    copy(4, 2, people.bidder, 3, 30),
    copy(5, 2, people.macao, 5, 30),
  ];
  return { coupons: kinds, memberCoupons: owned, featuredCommodityIds: featured };
}
