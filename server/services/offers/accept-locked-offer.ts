/**
 * Accepting an offer or a counter-offer (the seller's click, the buyer's, or the listing's
 * auto-accept price), on rows the caller has locked (item, then offer): the buyer gets an unpaid
 * order at the offered price, due in 2 days; the listing becomes sold (-2) so nobody else can buy
 * it; the item's other waiting offers are declined. Outbox rows commit with it.
 */
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { commodities, offers, orders } from '../../db/schema';
import { conflict } from '../../http/errors';
import { createMarketplaceOrder } from '../orders/create-marketplace-order';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import type { LockedOffer } from './lock-offer';

export async function acceptLockedOffer(tx: Tx, { item, offer }: LockedOffer, now: Date): Promise<number> {
  if (item.status !== 1 || (await hasOpenOrder(tx, item.id))) throw conflict('ITEM_SOLD');
  const orderId = await createMarketplaceOrder(tx, {
    listing: { id: item.id, postageCents: item.postageCents, sellerMemberId: item.sellerMemberId, memberSource: item.memberSource },
    buyerId: offer.buyerMemberId,
    priceCents: offer.priceCents,
    source: 'offer',
    offerId: offer.id,
    now,
  });
  await tx.update(offers).set({ status: 1, orderId, answeredAt: now }).where(eq(offers.id, offer.id));
  await tx.update(commodities).set({ status: -2, updatedAt: now }).where(eq(commodities.id, item.id));
  await enqueueEvent(
    tx,
    OutboxKind.OfferAccepted,
    { commodityId: item.id, memberId: offer.buyerMemberId, offerId: offer.id, priceCents: offer.priceCents, bargainType: offer.bargainType, orderId },
    now,
  );
  const others = await tx
    .update(offers)
    .set({ status: 3, answeredAt: now })
    .where(and(eq(offers.commodityId, item.id), eq(offers.status, 0), ne(offers.id, offer.id)))
    .returning();
  for (const other of others) {
    await enqueueEvent(
      tx,
      OutboxKind.OfferDeclined,
      { commodityId: item.id, memberId: other.buyerMemberId, offerId: other.id, priceCents: other.priceCents, bargainType: other.bargainType },
      now,
    );
  }
  return orderId;
}

/** An order not closed (status under 6): the item is sold or being paid for. */
export async function hasOpenOrder(tx: Tx, commodityId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.commodityId, commodityId), lt(orders.orderStatus, 6)))
    .limit(1);
  return rows.length > 0;
}
