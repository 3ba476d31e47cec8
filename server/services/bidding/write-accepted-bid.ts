/**
 * An accepted bid's writes as one statement, so one round trip: the item's auction columns, the bid
 * rows (the bidder's and the leader's automatic answer), the outbid event when the leader changed,
 * and the live hub's NOTIFY. The item's update decides: with `onlyIf` it changes the row only while
 * that still holds, and the other parts read its result, so either all of them are written or none.
 * PostgreSQL runs every data-modifying WITH part exactly once, on one snapshot; they touch
 * different tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { commodities } from '../../db/schema';
import { bidCommittedNotice } from '../../hub/bid-events';
import { OutboxKind, outboxRows } from '../outbox/enqueue-event';
import type { BidRecord } from '../../../src/domain/bidding/proxy-bidding';

export interface AcceptedBid {
  commodityId: number;
  bidderId: number;
  records: BidRecord[];
  /** The item's columns after the bid. */
  item: Pick<typeof commodities.$inferInsert, 'priceCents' | 'leaderMemberId' | 'leaderMaxCents' | 'auctionCount' | 'endsAt'>;
  /** The leader before the bid when the bid displaced them: they get the outbid event. */
  outbidMemberId: number | null;
  at: Date;
}

/**
 * Writes the bid; answers the item's bidder count after it (AuctionsUserCount: the bidder adds one
 * with their first bid, the leader's automatic answer never does), or null when `onlyIf` no longer
 * held and nothing was written.
 */
export async function writeAcceptedBid(db: Db | Tx, bid: AcceptedBid, onlyIf?: SQL): Promise<number | null> {
  const { commodityId, bidderId, item, outbidMemberId, at } = bid;
  const atIso = at.toISOString();
  const bidRows = sql.join(
    bid.records.map((r) => sql`(${r.memberId}::integer, ${r.maxCents}::bigint, ${r.amountCents}::bigint, ${r.isAuto}::boolean)`),
    sql`, `,
  );
  const events = outbidMemberId === null ? [] : outboxRows(OutboxKind.AuctionOutbid, { commodityId, memberId: outbidMemberId }, at);
  const eventWrite = events.length === 0
    ? sql``
    : sql`, event_rows as (
        insert into outbox (kind, payload, created_at, available_at)
        select v.kind, v.payload, ${atIso}::timestamptz, ${atIso}::timestamptz
        from (values ${sql.join(events.map((e) => sql`(${e.kind}::text, ${JSON.stringify(e.payload)}::jsonb)`), sql`, `)}) as v (kind, payload)
        where exists (select 1 from item_row))`;

  const [row] = await queryRows<{ bidders: number }>(
    db,
    sql`with item_row as (
        update commodities set
          status = 1,
          price_cents = ${item.priceCents},
          leader_member_id = ${item.leaderMemberId},
          leader_max_cents = ${item.leaderMaxCents},
          auction_count = ${item.auctionCount},
          auctions_user_count = auctions_user_count
            + case when exists (select 1 from bids b where b.member_id = ${bidderId} and b.commodity_id = ${commodityId}) then 0 else 1 end,
          ends_at = ${item.endsAt?.toISOString() ?? null}::timestamptz,
          updated_at = ${atIso}::timestamptz
        where id = ${commodityId}${onlyIf ? sql` and ${onlyIf}` : sql``}
        returning auctions_user_count
      ), bid_rows as (
        insert into bids (commodity_id, member_id, max_cents, price_cents, is_auto, created_at)
        select ${commodityId}, v.member_id, v.max_cents, v.price_cents, v.is_auto, ${atIso}::timestamptz
        from (values ${bidRows}) as v (member_id, max_cents, price_cents, is_auto)
        where exists (select 1 from item_row))${eventWrite}
      select auctions_user_count as bidders, ${bidCommittedNotice({ commodityId, committedAt: atIso })}
      from item_row`,
  );
  return row ? Number(row.bidders) : null;
}
