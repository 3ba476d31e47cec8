/**
 * Builds every demo row (members, stores, listings, bids…) in memory, deterministically: the same seed and `now` give the same rows.
 * Ids are assigned here (not by the database) so rows can refer to each other before insertion.
 */
import { Random } from './random';
import { buildCategories } from './categories';
import { buildMembers } from './members';
import { storeRows } from './stores';
import { buildListings } from './listings';
import { seedAuctionBids } from './auction-bids';
import { seedStoreConditions } from './store-conditions';
import { seedFollows, seedLedger, seedWatches } from './engagement';
import { buildBanners } from './banners';
import { seedCoupons } from './coupons';
import { countFeedback, seedDemoOrders } from './demo-orders';
import { seedDemoTaxRefunds } from './demo-tax-refunds';
import { buildPromotions } from './promotions';

export const DEMO_SEED = 20_260_101;

export function buildDemoData(now: Date, passwordHash: string, seed = DEMO_SEED) {
  const random = new Random(seed);
  const at = now.getTime();
  const categories = buildCategories();
  const people = buildMembers(passwordHash, now);
  const listings = buildListings(random, { now: at, categories, storeOwnerIds: people.storeOwnerIds });
  const bidSeed = seedAuctionBids(random, listings, { now: at, bidderIds: people.bidderIds, demoBuyerId: people.demo.buyer });
  const conditions = seedStoreConditions(random, listings);
  const watchers = [...people.bidderIds, people.demo.macao];
  const watches = seedWatches(random, listings, watchers, people.demo.buyer, at);
  const follows = seedFollows(random, people.bidderIds, people.storeOwnerIds, people.demo.buyer, at);
  const codes = new Map(listings.map((l) => [l.row.id, l.row.code]));
  // Spendable CHP the demo buyers start with, on top of what their bids hold.
  const credits = [
    { memberId: people.demo.buyer, spendableCents: 50_000 },
    { memberId: people.demo.bidder, spendableCents: 50_000 },
    { memberId: people.demo.macao, spendableCents: 10_000 },
  ];
  const demoCoupons = seedCoupons(listings, conditions, people.demo, at);
  const ledger = seedLedger(random, bidSeed.participations, codes, credits, at);
  const sales = seedDemoOrders(listings, conditions, people, at);
  countFeedback(people.members, sales.feedback);

  return {
    members: people.members,
    addresses: people.addresses,
    stores: storeRows(people.storeOwnerIds, new Date(at - 800 * 86_400_000)),
    commodities: listings.map((l) => l.row),
    commodityConditions: conditions,
    bids: bidSeed.bids,
    watches,
    followedSellers: follows,
    chpLedger: ledger,
    banners: buildBanners(listings, categories),
    coupons: demoCoupons.coupons,
    memberCoupons: demoCoupons.memberCoupons,
    sales,
    promotions: buildPromotions(people.demo, at),
    taxRefunds: seedDemoTaxRefunds(sales.orders, people.demo.buyer, people.demo.staff, at),
    staffDesks: [
      { memberId: people.demo.staff, desk: 'cases', grantedAt: new Date(at - 300 * 86_400_000) },
      { memberId: people.demo.staff, desk: 'tax', grantedAt: new Date(at - 300 * 86_400_000) },
      { memberId: people.demo.staff, desk: 'warehouse', grantedAt: new Date(at - 300 * 86_400_000) },
      { memberId: people.demo.staff, desk: 'sellers', grantedAt: new Date(at - 300 * 86_400_000) },
      { memberId: people.demo.staff, desk: 'content', grantedAt: new Date(at - 300 * 86_400_000) },
      { memberId: people.demo.warehouse, desk: 'warehouse', grantedAt: new Date(at - 120 * 86_400_000) },
    ],
  };
}

export type DemoData = ReturnType<typeof buildDemoData>;
