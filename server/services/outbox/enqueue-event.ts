/** Writes an outbox row inside the caller's transaction (DESIGN.md section 3): it commits with the change. */
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema';

export const OutboxKind = {
  ListingCreated: 'listing.created',
  Email: 'email',
  AuctionOutbid: 'auction.outbid',
  AuctionWon: 'auction.won',
  AuctionLost: 'auction.lost',
  AuctionSold: 'auction.sold',
  /** An auction ended without bids (to the seller). */
  AuctionEnded: 'auction.ended',
} as const;
export type OutboxKind = (typeof OutboxKind)[keyof typeof OutboxKind];

export interface ListingCreatedPayload {
  commodityId: number;
}
export interface EmailPayload {
  to: string;
  subject: string;
  body: string;
}

/** An auction event for one member: orderId on 'auction.won' and 'auction.sold'. */
export interface AuctionEventPayload {
  commodityId: number;
  memberId: number;
  orderId?: number;
}

export async function enqueueEvent(
  tx: Tx,
  kind: OutboxKind,
  payload: ListingCreatedPayload | EmailPayload | AuctionEventPayload,
  now: Date,
) {
  await tx.insert(outbox).values({ kind, payload, createdAt: now, availableAt: now });
}
