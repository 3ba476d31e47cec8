/**
 * Locks an offer for an answer (accept, decline, counter, expiry), always in the same order: the
 * item's row first, then the offer's. Making an offer locks the item too, and accepting declines the
 * item's other waiting offers, so one order everywhere keeps concurrent answers from deadlocking.
 * The caller checks the offer's status under the lock: of two racing answers, one wins.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { commodities, offers } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

export type OfferRecord = typeof offers.$inferSelect;
export type ItemRecord = typeof commodities.$inferSelect;

export interface LockedOffer {
  item: ItemRecord;
  offer: OfferRecord;
}

/** Who answers: the seller answers a buyer's offer, the buyer answers a counter-offer. */
export type Answerer = { role: 'seller' | 'buyer'; memberId: number };

export async function lockOfferFor(tx: Tx, offerId: number, answerer: Answerer, now: Date): Promise<LockedOffer> {
  const [seen] = await tx.select({ commodityId: offers.commodityId }).from(offers).where(eq(offers.id, offerId));
  if (!seen) throw notFound('OFFER_NOT_FOUND');
  const [item] = await tx.select().from(commodities).where(eq(commodities.id, seen.commodityId)).for('update');
  const [offer] = await tx.select().from(offers).where(and(eq(offers.id, offerId))).for('update');
  if (!item || !offer) throw notFound('OFFER_NOT_FOUND');
  const mine =
    answerer.role === 'seller'
      ? offer.sellerMemberId === answerer.memberId && offer.bargainType === 1
      : offer.buyerMemberId === answerer.memberId && offer.bargainType === 2;
  // Someone else's offer (or one the caller made themself) is not theirs to answer: as if absent.
  if (!mine) throw notFound('OFFER_NOT_FOUND');
  if (offer.status !== 0 || offer.replyDueAt.getTime() <= now.getTime()) throw conflict('OFFER_CLOSED');
  return { item, offer };
}
