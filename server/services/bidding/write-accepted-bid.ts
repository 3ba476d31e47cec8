/**
 * An accepted bid's writes as one statement, so one round trip while the item's row is locked: the
 * bid rows (the bidder's and the leader's automatic answer), the item's auction columns, the outbid
 * event when the leader changed, and the live hub's NOTIFY. PostgreSQL runs every data-modifying
 * WITH part exactly once, referenced or not; they touch different tables.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bids, commodities, outbox } from '../../db/schema';
import { bidCommittedNotice } from '../../hub/bid-events';
import { OutboxKind, outboxRows } from '../outbox/enqueue-event';
import type { BidRecord } from '../../../src/domain/bidding/proxy-bidding';

export interface AcceptedBid {
  commodityId: number;
  records: BidRecord[];
  /** The item's columns after the bid. */
  item: Pick<
    typeof commodities.$inferInsert,
    'status' | 'priceCents' | 'leaderMemberId' | 'leaderMaxCents' | 'auctionCount' | 'auctionsUserCount' | 'endsAt'
  >;
  /** The leader before the bid when the bid displaced them: they get the outbid event. */
  outbidMemberId: number | null;
  at: Date;
}

export async function writeAcceptedBid(tx: Tx, { commodityId, records, item, outbidMemberId, at }: AcceptedBid): Promise<void> {
  const bidRows = records.map((record) => ({
    commodityId,
    memberId: record.memberId,
    maxCents: record.maxCents,
    priceCents: record.amountCents,
    isAuto: record.isAuto,
    createdAt: at,
  }));
  const bidRowsWrite = tx.$with('bid_rows').as(tx.insert(bids).values(bidRows).returning({ id: bids.id }));
  const itemWrite = tx.$with('item_row').as(
    tx
      .update(commodities)
      .set({ ...item, updatedAt: at })
      .where(eq(commodities.id, commodityId))
      .returning({ id: commodities.id }),
  );
  const eventWrites =
    outbidMemberId === null
      ? []
      : [
          tx
            .$with('outbid_event')
            .as(tx.insert(outbox).values(outboxRows(OutboxKind.AuctionOutbid, { commodityId, memberId: outbidMemberId }, at)).returning({ id: outbox.id })),
        ];
  await tx
    .with(bidRowsWrite, itemWrite, ...eventWrites)
    .select({ notified: bidCommittedNotice({ commodityId, committedAt: at.toISOString() }) })
    .from(sql`(select 1) as one`);
}
