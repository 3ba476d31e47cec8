/**
 * The home page's listing rows (GET /api/home): for a member first their watched items ending
 * soonest, the live auctions where someone has outbid them and what they viewed last; then, for
 * everyone, auctions ending soonest, those with the most bids and the newest listings. Each row is
 * a list of ids read in parallel, then one read of the cards for all of them; empty rows are left out.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../context';
import { bids, commodities as c, tourHistory, watches } from '../../db/schema';
import type { HomeRow } from '../../../src/domain/catalog/home.schema';
import { HOME_ROW_SIZE, type HomeRowKind } from '../../../src/domain/catalog/home-options';
import { notFromBlockedSellers } from './listing-filter';
import { listingCards } from './listing-cards';

/** On sale: listed (1) or listed with a bid (2), as the market's "selling" filter. */
const selling = inArray(c.status, [1, 2]);
const AUCTION = 2;

export async function homeRows({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>, viewerId: number | null): Promise<HomeRow[]> {
  const now = clock.now();
  const open = and(selling, notFromBlockedSellers(viewerId));
  const liveAuction = and(open, eq(c.byWay, AUCTION), gt(c.endsAt, now));
  const ids = (query: Promise<{ id: number }[]>) => query.then((rows) => rows.map((row) => row.id));

  const everyone: [HomeRowKind, Promise<number[]>][] = [
    ['ending', ids(db.select({ id: c.id }).from(c).where(liveAuction).orderBy(asc(c.endsAt), asc(c.id)).limit(HOME_ROW_SIZE))],
    ['bids', ids(db.select({ id: c.id }).from(c).where(and(liveAuction, gt(c.auctionCount, 0))).orderBy(desc(c.auctionCount), desc(c.id)).limit(HOME_ROW_SIZE))],
    ['new', ids(db.select({ id: c.id }).from(c).where(open).orderBy(desc(c.createdAt), desc(c.id)).limit(HOME_ROW_SIZE))],
  ];
  const rows = viewerId === null ? everyone : [...memberRows(db, viewerId, now, ids), ...everyone];
  const kinds = rows.map(([kind]) => kind);
  const idLists = await Promise.all(rows.map(([, list]) => list));
  const cards = new Map((await listingCards(db, [...new Set(idLists.flat())], viewerId)).map((card) => [card.ID, card]));
  return kinds.flatMap((Kind, i) => {
    const Listings = idLists[i]!.flatMap((id) => cards.get(id) ?? []);
    return Listings.length ? [{ Kind, Listings }] : [];
  });
}

function memberRows(db: Db, memberId: number, now: Date, ids: (query: Promise<{ id: number }[]>) => Promise<number[]>): [HomeRowKind, Promise<number[]>][] {
  const watched = db
    .select({ id: c.id })
    .from(watches)
    .innerJoin(c, eq(c.id, watches.commodityId))
    .where(and(eq(watches.memberId, memberId), selling))
    .orderBy(sql`${c.endsAt} asc nulls last`, asc(c.id))
    .limit(HOME_ROW_SIZE);
  // Live auctions the member bid on whose leader is someone else.
  const outbid = db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        selling,
        eq(c.byWay, AUCTION),
        gt(c.endsAt, now),
        sql`${c.leaderMemberId} is distinct from ${memberId}`,
        sql`exists (select 1 from ${bids} b where b.commodity_id = ${c.id} and b.member_id = ${memberId})`,
      ),
    )
    .orderBy(asc(c.endsAt), asc(c.id))
    .limit(HOME_ROW_SIZE);
  const recent = db
    .select({ id: tourHistory.commodityId })
    .from(tourHistory)
    .where(eq(tourHistory.memberId, memberId))
    .orderBy(desc(tourHistory.viewedAt), desc(tourHistory.commodityId))
    .limit(HOME_ROW_SIZE);
  return [
    ['watching', ids(watched)],
    ['outbid', ids(outbid)],
    ['recent', ids(recent)],
  ];
}
