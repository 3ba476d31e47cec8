/**
 * How many listings of each kind the demo holds, and when each kind starts and ends relative to
 * the seeding time: live auctions end from a few minutes to 10 days ahead, ended ones lie in the past.
 */
import type { Random } from './random';

export type ListingKind =
  | 'auction-live' | 'auction-ending' | 'auction-soon' | 'auction-ended' | 'auction-sold'
  | 'buy-now' | 'buy-now-sold' | 'store' | 'store-sold-out';

export const listingPlan: readonly (readonly [ListingKind, number])[] = [
  ['auction-live', 800], ['auction-ending', 45], ['auction-soon', 80], ['auction-ended', 90], ['auction-sold', 170],
  ['buy-now', 480], ['buy-now-sold', 35], ['store', 280], ['store-sold-out', 20],
];

export const isAuction = (kind: ListingKind) => kind.startsWith('auction');

/** Status per spec 1 section 4: 2 coming soon, 1 on sale, 0 sold out, -1 ended, -2 sold. */
export function statusOf(kind: ListingKind, hasBids: boolean): number {
  switch (kind) {
    case 'auction-soon': return 2;
    case 'auction-ended': return -1;
    case 'auction-sold': return hasBids ? -2 : -1;
    case 'buy-now-sold': return -2;
    case 'store-sold-out': return 0;
    default: return 1;
  }
}

export interface Schedule {
  createdAt: Date;
  startsAt: Date;
  endsAt: Date | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Math.round(ms / MINUTE) * MINUTE);

export function scheduleFor(random: Random, kind: ListingKind, now: number): Schedule {
  const duration = random.pick([3, 5, 7, 7, 10]) * DAY;
  switch (kind) {
    case 'auction-live': {
      // Skewed towards the near future: more auctions end today than next week.
      const endsAt = at(now + HOUR + 5 * MINUTE + random.next() ** 1.6 * (10 * DAY - 2 * HOUR));
      const startsAt = at(Math.min(now - HOUR, endsAt.getTime() - duration));
      return { createdAt: startsAt, startsAt, endsAt };
    }
    case 'auction-ending': {
      const endsAt = at(now + random.int(3, 59) * MINUTE);
      const startsAt = at(endsAt.getTime() - duration);
      return { createdAt: startsAt, startsAt, endsAt };
    }
    case 'auction-soon': {
      const startsAt = at(now + random.int(6, 72 * 12) * 5 * MINUTE);
      return { createdAt: at(now - random.int(1, 48) * HOUR), startsAt, endsAt: at(startsAt.getTime() + duration) };
    }
    case 'auction-ended':
    case 'auction-sold': {
      const endsAt = at(now - random.int(1, 30 * 24) * HOUR);
      const startsAt = at(endsAt.getTime() - duration);
      return { createdAt: startsAt, startsAt, endsAt };
    }
    case 'buy-now':
    case 'buy-now-sold': {
      const startsAt = at(now - random.int(1, 60 * 24) * HOUR);
      return { createdAt: startsAt, startsAt, endsAt: null };
    }
    case 'store':
    case 'store-sold-out': {
      const startsAt = at(now - random.int(1, 120) * DAY - random.int(0, 23) * HOUR);
      return { createdAt: startsAt, startsAt, endsAt: null };
    }
  }
}
