/** Writes an outbox row inside the caller's transaction (DESIGN.md section 3): it commits with the change. */
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema';

export const OutboxKind = {
  ListingCreated: 'listing.created',
  Email: 'email',
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

export async function enqueueEvent(tx: Tx, kind: OutboxKind, payload: ListingCreatedPayload | EmailPayload, now: Date) {
  await tx.insert(outbox).values({ kind, payload, createdAt: now, availableAt: now });
}
