/**
 * POST /api/offers: a buyer's offer on a buy-now listing that accepts offers, in one transaction
 * on the item's locked row, so a buyer's offers on one item count one after the other (at most 3,
 * one waiting at a time). Below the listing's minimum it is recorded and declined at once; at or
 * above its auto-accept price it is accepted at once (an order, the item sold); otherwise it waits
 * 48 hours for the seller.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { commodities, offers } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { MAX_OFFERS_PER_ITEM, OFFER_REPLY_MS, checkOfferAmount } from '../../../src/domain/offers/offer-input';
import type { OfferActionReply } from '../../../src/domain/offers/offer.schema';
import { assertCanTrade } from '../bidding/assert-can-trade';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { acceptLockedOffer, hasOpenOrder } from './accept-locked-offer';
import type { ItemRecord } from './lock-offer';

export interface NewOffer {
  CommodityID: number;
  Price: number;
  Remark: string;
}

export async function makeOffer(ctx: ServiceContext, buyerId: number, body: NewOffer): Promise<OfferActionReply> {
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx.select().from(commodities).where(eq(commodities.id, body.CommodityID)).for('update');
    if (!item) throw notFound('LISTING_NOT_FOUND');
    const now = ctx.clock.now();
    await assertCanTrade(tx, buyerId, item.sellerMemberId, now);
    assertTakesOffers(item);
    if (item.status !== 1 || (await hasOpenOrder(tx, item.id))) throw conflict('ITEM_SOLD');
    const problem = checkOfferAmount(body.Price, item.priceCents);
    if (problem) throw conflict(problem, 'Price');
    const made = await buyerOffers(tx, item.id, buyerId, now);
    if (made.total >= MAX_OFFERS_PER_ITEM) throw conflict('OFFER_LIMIT');
    if (made.waiting > 0) throw conflict('OFFER_PENDING');

    const declined = item.offerMinCents !== null && body.Price < item.offerMinCents;
    const [offer] = await tx
      .insert(offers)
      .values({
        commodityId: item.id,
        buyerMemberId: buyerId,
        sellerMemberId: item.sellerMemberId,
        bargainType: 1,
        priceCents: body.Price,
        remark: body.Remark,
        status: declined ? 3 : 0,
        replyDueAt: new Date(now.getTime() + OFFER_REPLY_MS),
        createdAt: now,
        answeredAt: declined ? now : null,
      })
      .returning();
    const event = { commodityId: item.id, offerId: offer!.id, priceCents: body.Price, bargainType: 1 };
    let orderId: number | null = null;
    if (declined) {
      await enqueueEvent(tx, OutboxKind.OfferDeclined, { ...event, memberId: buyerId }, now);
    } else if (item.offerAutoAcceptCents !== null && body.Price >= item.offerAutoAcceptCents) {
      orderId = await acceptLockedOffer(tx, { item, offer: offer! }, now);
    } else {
      await enqueueEvent(tx, OutboxKind.OfferReceived, { ...event, memberId: item.sellerMemberId }, now);
    }
    return {
      ID: offer!.id,
      CommodityID: item.id,
      BargainType: 1,
      Status: declined ? 3 : orderId !== null ? 1 : 0,
      OrderId: orderId,
      ReplyDueAt: offer!.replyDueAt.toISOString(),
      OffersLeft: MAX_OFFERS_PER_ITEM - made.total - 1,
    };
  });
}

/** Offers are for marketplace buy-now listings whose seller allows them (spec: Bargain 1). */
function assertTakesOffers(item: ItemRecord): void {
  if (item.byWay !== 1 || item.orderType !== 0 || !item.bargain) throw forbidden('OFFERS_NOT_ALLOWED');
}

/** The buyer's offers on the item (all of them count towards 3) and the rows still waiting for an answer. */
export async function buyerOffers(tx: Tx, commodityId: number, buyerId: number, now: Date): Promise<{ total: number; waiting: number }> {
  // A handful of rows at most: 3 offers and their counters.
  const rows = await tx
    .select({ bargainType: offers.bargainType, status: offers.status, replyDueAt: offers.replyDueAt })
    .from(offers)
    .where(and(eq(offers.commodityId, commodityId), eq(offers.buyerMemberId, buyerId)));
  return {
    total: rows.filter((r) => r.bargainType === 1).length,
    // Past its deadline, a row the sweeper has not reached yet no longer holds the buyer back.
    waiting: rows.filter((r) => r.status === 0 && r.replyDueAt.getTime() > now.getTime()).length,
  };
}
