/**
 * Accepted bids on one item written as one statement, so one round trip: the item's auction
 * columns, the bid rows (each bidder's and the leader's automatic answers, in order), an outbid
 * event for each leader a bid displaced, and the live hub's NOTIFY. The item's update decides: with
 * `onlyIf` it changes the row only while that still holds, and the other parts read its result, so
 * either all of them are written or none. PostgreSQL runs every data-modifying WITH part exactly
 * once, on one snapshot; they touch different tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { bidCommittedNotice } from '../../hub/bid-events';
import { OutboxKind, outboxRows } from '../outbox/enqueue-event';
import type { BidRecord } from '../../../src/domain/bidding/proxy-bidding';

export interface AcceptedBid {
  bidderId: number;
  records: BidRecord[];
  /** The leader before the bid when the bid displaced them: they get the outbid event. */
  outbidMemberId: number | null;
}

export interface AcceptedBids {
  commodityId: number;
  /** In the order the engine applied them. */
  bids: AcceptedBid[];
  /** The item's auction columns after the last of them. */
  item: { priceCents: number; leaderMemberId: number | null; leaderMaxCents: number | null; auctionCount: number; endsAt: Date };
  at: Date;
}

export interface WrittenBids {
  /** The item's bidder count after the bids (AuctionsUserCount). */
  bidders: number;
  /** The bidders whose first bids on the item these were. */
  firstBidders: number[];
}

/** Writes the bids; null when `onlyIf` no longer held and nothing was written. */
export async function writeAcceptedBids(db: Db | Tx, written: AcceptedBids, onlyIf?: SQL): Promise<WrittenBids | null> {
  const { commodityId, bids, item, at } = written;
  const atIso = at.toISOString();
  const bidders = sql.join([...new Set(bids.map((bid) => bid.bidderId))].map((id) => sql`(${id}::integer)`), sql`, `);
  const bidRows = sql.join(
    bids.flatMap((bid) => bid.records).map((r) => sql`(${r.memberId}::integer, ${r.maxCents}::bigint, ${r.amountCents}::bigint, ${r.isAuto}::boolean)`),
    sql`, `,
  );
  const events = bids.flatMap((bid) =>
    bid.outbidMemberId === null ? [] : outboxRows(OutboxKind.AuctionOutbid, { commodityId, memberId: bid.outbidMemberId }, at),
  );
  const eventWrite = events.length === 0
    ? sql``
    : sql`, event_rows as (
        insert into outbox (kind, payload, created_at, available_at)
        select v.kind, v.payload, ${atIso}::timestamptz, ${atIso}::timestamptz
        from (values ${sql.join(events.map((e) => sql`(${e.kind}::text, ${JSON.stringify(e.payload)}::jsonb)`), sql`, `)}) as v (kind, payload)
        where exists (select 1 from item_row))`;

  // The leader's automatic answers never add a bidder; a bidder adds one with their first bid.
  const [row] = await queryRows<{ bidders: number; first_bidders: number[] | null }>(
    db,
    sql`with first_bidders as (
        select v.member_id from (values ${bidders}) as v (member_id)
        where not exists (select 1 from bids b where b.member_id = v.member_id and b.commodity_id = ${commodityId})
      ), item_row as (
        update commodities set
          status = 1,
          price_cents = ${item.priceCents},
          leader_member_id = ${item.leaderMemberId},
          leader_max_cents = ${item.leaderMaxCents},
          auction_count = ${item.auctionCount},
          auctions_user_count = auctions_user_count + (select count(*) from first_bidders),
          ends_at = ${item.endsAt.toISOString()}::timestamptz,
          updated_at = ${atIso}::timestamptz
        where id = ${commodityId}${onlyIf ? sql` and ${onlyIf}` : sql``}
        returning auctions_user_count
      ), bid_rows as (
        insert into bids (commodity_id, member_id, max_cents, price_cents, is_auto, created_at)
        select ${commodityId}, v.member_id, v.max_cents, v.price_cents, v.is_auto, ${atIso}::timestamptz
        from (values ${bidRows}) as v (member_id, max_cents, price_cents, is_auto)
        where exists (select 1 from item_row))${eventWrite}
      select auctions_user_count as bidders, (select array_agg(member_id) from first_bidders) as first_bidders,
        ${bidCommittedNotice({ commodityId, committedAt: atIso })}
      from item_row`,
  );
  return row ? { bidders: Number(row.bidders), firstBidders: (row.first_bidders ?? []).map(Number) } : null;
}
