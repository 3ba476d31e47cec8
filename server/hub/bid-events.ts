/**
 * Committed-bid events for the live hub (DESIGN.md sections 2 and 4). The bid transaction calls
 * notifyBidCommitted; PostgreSQL delivers a NOTIFY only when (and if) that transaction commits, in
 * commit order, to every node that LISTENs on the channel, which then sends addChatMessage to its
 * own sockets. The payload is small (ids and a time); listeners read the bid list themselves.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

export const BID_CHANNEL = 'holo_bids';

export interface BidCommittedEvent {
  commodityId: number;
  /** The bid's time (ISO), to measure the delay from commit to a client's receipt. */
  committedAt: string;
}

export async function notifyBidCommitted(tx: Tx, event: BidCommittedEvent): Promise<void> {
  await tx.execute(sql`select ${bidCommittedNotice(event)}`);
}

/** The NOTIFY as an expression, for a statement that does more (the accepted bid's writes). */
export function bidCommittedNotice(event: BidCommittedEvent) {
  return sql`pg_notify(${BID_CHANNEL}, ${JSON.stringify(event)})`;
}
