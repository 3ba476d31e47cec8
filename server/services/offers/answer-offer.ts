/**
 * Answers to an offer (DESIGN.md section 3, the seller API; spec 2 "Offer status"): the seller
 * accepts, declines or counters a buyer's offer; the buyer accepts or declines a counter-offer.
 * Each is one transaction on the locked item and offer (lock-offer.ts) with its outbox rows, so
 * double clicks, two sellers' sessions and the expiry sweeper give exactly one outcome.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { offers } from '../../db/schema';
import { conflict } from '../../http/errors';
import { MAX_OFFERS_PER_ITEM, OFFER_REPLY_MS } from '../../../src/domain/offers/offer-input';
import type { OfferActionReply } from '../../../src/domain/offers/offer.schema';
import { assertCanTrade } from '../bidding/assert-can-trade';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { acceptLockedOffer } from './accept-locked-offer';
import { lockOfferFor, type Answerer, type OfferRecord } from './lock-offer';
import { buyerOffers } from './make-offer';

/** Accept: the seller accepts an offer, or the buyer a counter-offer (spec: approve with ApproveType 1). */
export async function acceptOffer(ctx: ServiceContext, answerer: Answerer, offerId: number): Promise<OfferActionReply> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const locked = await lockOfferFor(tx, offerId, answerer, now);
    // The buyer commits to pay now: the trade gate applies (an overdue unpaid order blocks).
    if (answerer.role === 'buyer') await assertCanTrade(tx, answerer.memberId, locked.item.sellerMemberId, now);
    const orderId = await acceptLockedOffer(tx, locked, now);
    return replyOf(tx, { ...locked.offer, status: 1, orderId }, now);
  });
}

/** Decline: the seller declines an offer, or the buyer a counter-offer. */
export async function declineOffer(ctx: ServiceContext, answerer: Answerer, offerId: number): Promise<OfferActionReply> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { offer } = await lockOfferFor(tx, offerId, answerer, now);
    await tx.update(offers).set({ status: 3, answeredAt: now }).where(eq(offers.id, offer.id));
    // The buyer hears of the seller's decline. A buyer declining a counter-offer is news for the
    // seller site, which reads its offers itself.
    if (answerer.role === 'seller') {
      await enqueueEvent(
        tx,
        OutboxKind.OfferDeclined,
        { commodityId: offer.commodityId, memberId: offer.buyerMemberId, offerId: offer.id, priceCents: offer.priceCents, bargainType: 1 },
        now,
      );
    }
    return replyOf(tx, { ...offer, status: 3 }, now);
  });
}

/** Counter: the buyer's offer becomes countered (5) and a counter-offer waits 48 hours for the buyer. */
export async function counterOffer(
  ctx: ServiceContext,
  sellerId: number,
  offerId: number,
  counter: { Price: number; Remark: string },
): Promise<OfferActionReply> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { item, offer } = await lockOfferFor(tx, offerId, { role: 'seller', memberId: sellerId }, now);
    if (item.status !== 1) throw conflict('ITEM_SOLD');
    if (counter.Price <= offer.priceCents || counter.Price >= item.priceCents) throw conflict('COUNTER_PRICE_INVALID', 'Price');
    await tx.update(offers).set({ status: 5, answeredAt: now }).where(eq(offers.id, offer.id));
    const [made] = await tx
      .insert(offers)
      .values({
        commodityId: item.id,
        buyerMemberId: offer.buyerMemberId,
        sellerMemberId: offer.sellerMemberId,
        bargainType: 2,
        parentOfferId: offer.id,
        priceCents: counter.Price,
        remark: counter.Remark,
        status: 0,
        replyDueAt: new Date(now.getTime() + OFFER_REPLY_MS),
        createdAt: now,
      })
      .returning();
    await enqueueEvent(
      tx,
      OutboxKind.OfferCountered,
      { commodityId: item.id, memberId: offer.buyerMemberId, offerId: made!.id, priceCents: counter.Price, bargainType: 2 },
      now,
    );
    return replyOf(tx, made!, now);
  });
}

async function replyOf(tx: Tx, offer: OfferRecord, now: Date): Promise<OfferActionReply> {
  const made = await buyerOffers(tx, offer.commodityId, offer.buyerMemberId, now);
  return {
    ID: offer.id,
    CommodityID: offer.commodityId,
    BargainType: offer.bargainType,
    Status: offer.status,
    OrderId: offer.orderId,
    ReplyDueAt: offer.replyDueAt.toISOString(),
    OffersLeft: Math.max(0, MAX_OFFERS_PER_ITEM - made.total),
  };
}
