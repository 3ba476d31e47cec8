/**
 * The offer deadline sweeper (DESIGN.md section 3): an offer (or counter-offer) not answered by its
 * reply_due_at becomes expired (4), with an offer.expired event for the buyer. One transaction per
 * offer; the due row is claimed with FOR UPDATE SKIP LOCKED, so sweepers on several nodes never
 * expire one twice, and an answer holding the offer's lock (lock-offer.ts) is skipped: whichever
 * commits first decides, and the other sees the status it left.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../app';
import { offers } from '../db/schema';
import { enqueueEvent, OutboxKind } from '../services/outbox/enqueue-event';
import { yieldToRequests } from './yield-to-requests';

const OFFERS_PER_RUN = 500;

export async function runOnce(ctx: AppContext, maxOffers = OFFERS_PER_RUN): Promise<{ expired: number }> {
  let expired = 0;
  for (let i = 0; i < maxOffers; i++) {
    await yieldToRequests();
    if (!(await expireNextDueOffer(ctx))) break;
    expired += 1;
  }
  return { expired };
}

async function expireNextDueOffer(ctx: AppContext): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.status, 0), lte(offers.replyDueAt, now)))
      .orderBy(asc(offers.replyDueAt), asc(offers.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return false;
    await tx.update(offers).set({ status: 4, answeredAt: now }).where(eq(offers.id, due.id));
    await enqueueEvent(
      tx,
      OutboxKind.OfferExpired,
      { commodityId: due.commodityId, memberId: due.buyerMemberId, offerId: due.id, priceCents: due.priceCents, bargainType: due.bargainType },
      now,
    );
    return true;
  });
}
