/**
 * Watches, followed sellers and the CHP ledger behind the seeded bids: every bidder topped up
 * enough CHP to cover the deposits held on their bids, and losers of ended auctions got theirs back.
 */
import type { Random } from './random';
import type { chpLedger, followedSellers, watches } from '../schema';
import type { PlannedListing } from './listings';
import type { Participation } from './auction-bids';

type WatchRow = typeof watches.$inferInsert;
type FollowRow = typeof followedSellers.$inferInsert;
type LedgerRow = typeof chpLedger.$inferInsert;

export function seedWatches(random: Random, listings: PlannedListing[], watchers: number[], demoBuyerId: number, now: number): WatchRow[] {
  const rows: WatchRow[] = [];
  const demoPicks = new Set([
    ...random.sample(listings.filter((l) => l.kind === 'auction-live' || l.kind === 'auction-ending'), 8),
    ...random.sample(listings.filter((l) => l.kind === 'buy-now' || l.kind === 'store'), 4),
  ].map((l) => l.row.id));
  for (const { kind, row } of listings) {
    const live = kind === 'auction-live' || kind === 'auction-ending';
    const count = Math.floor(random.next() ** 2 * (live ? 12 : 5));
    const members = random.sample(watchers.filter((m) => m !== row.sellerMemberId), count);
    if (demoPicks.has(row.id)) members.push(demoBuyerId);
    const from = row.createdAt!.getTime();
    const to = Math.min(now, row.endsAt?.getTime() ?? now);
    for (const memberId of members) rows.push({ memberId, commodityId: row.id, createdAt: new Date(Math.round(random.float(from, Math.max(from, to)))) });
    row.attentionCount = members.length;
  }
  return rows;
}

export function seedFollows(random: Random, followers: number[], sellerIds: number[], demoBuyerId: number, now: number): FollowRow[] {
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);
  const rows: FollowRow[] = [1, 3, 8].map((index) => ({ memberId: demoBuyerId, sellerMemberId: sellerIds[index]!, createdAt: daysAgo(30 + index) }));
  for (const memberId of followers) {
    for (const sellerMemberId of random.sample(sellerIds, random.int(0, 3))) {
      rows.push({ memberId, sellerMemberId, createdAt: daysAgo(random.int(1, 200)) });
    }
  }
  return rows;
}

export function seedLedger(
  random: Random,
  participations: Participation[],
  codes: Map<number, string>,
  credits: { memberId: number; spendableCents: number }[],
  now: number,
): LedgerRow[] {
  const rows: LedgerRow[] = [];
  const held = new Map<number, { cents: number; first: number }>();
  for (const p of participations) {
    const entry = held.get(p.memberId) ?? { cents: 0, first: now };
    held.set(p.memberId, { cents: entry.cents + p.depositCents, first: Math.min(entry.first, p.firstBidAt.getTime()) });
  }
  const spendables = new Map(credits.map((c) => [c.memberId, c.spendableCents]));
  for (const memberId of new Set([...spendables.keys(), ...held.keys()])) {
    const entry = held.get(memberId) ?? { cents: 0, first: now - 10 * 86_400_000 };
    // Enough for every deposit ever held plus a spendable balance (the given minimum, else a few hundred).
    const spendable = (spendables.get(memberId) ?? random.int(100, 400) * 100) / 100;
    const cents = Math.ceil((entry.cents / 100 + spendable) / 50) * 5000;
    rows.push({ memberId, kind: 'credit', amountCents: cents, description: 'CHP top-up by card', reference: null, createdAt: new Date(entry.first - 3_600_000) });
  }
  for (const p of participations) {
    const reference = `commodity:${p.commodityId}`;
    const item = codes.get(p.commodityId) ?? String(p.commodityId);
    rows.push({ memberId: p.memberId, kind: 'hold', amountCents: p.depositCents, description: `Bid deposit held for item ${item}`, reference, createdAt: p.firstBidAt });
    if (p.releasedAt) {
      rows.push({ memberId: p.memberId, kind: 'release', amountCents: p.depositCents, description: `Bid deposit released for item ${item}`, reference, createdAt: p.releasedAt });
    }
  }
  return rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}
