/**
 * Leaving feedback on a finished order (spec 3 "Feedback / Appraisal"; spec 2 section 5: text at
 * most 100 characters): the buyer's is about the seller (AppraisalType 2), the seller's about the
 * buyer (1), once each per order. Under the order's row lock (lock-order.ts) the side is checked
 * free, then the row and the counter of the member it is about are written in one transaction, so
 * a double submit gets 409 and the counters always match the rows. Anyone but the two parties
 * learns nothing of the order (404). The member it is about is told (FeedbackReceived).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { feedback, members } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { AppraisalStatus, AppraisalType } from '../../../src/domain/feedback/feedback.schema';
import { isFinished, type OrderKind } from '../../../src/domain/orders/order-finish';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { lockOrder, type AfterPaymentOrder } from '../orders/lock-order';

export interface FeedbackInput {
  AppraisalStatus: number;
  /** Trimmed, 1 to 100 characters (leaveFeedbackBody). */
  AppraisalContent: string;
}

export async function leaveFeedback(ctx: ServiceContext, memberId: number, kind: OrderKind, orderId: number, input: FeedbackInput): Promise<{ ID: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, kind, orderId);
    const side = order && sideOf(order, memberId);
    if (!order || !side) throw notFound('ORDER_NOT_FOUND');
    if (!isFinished(kind, order.status)) throw conflict('ORDER_NOT_FINISHED');
    const [left] = await tx
      .select({ id: feedback.id })
      .from(feedback)
      .where(and(eq(feedback.orderKind, kind), eq(feedback.orderId, order.id), eq(feedback.appraisalType, side.type)));
    if (left) throw conflict('FEEDBACK_ALREADY_LEFT');
    const [row] = await tx
      .insert(feedback)
      .values({
        orderKind: kind,
        orderId: order.id,
        fromMemberId: memberId,
        toMemberId: side.aboutMemberId,
        appraisalType: side.type,
        appraisalStatus: input.AppraisalStatus,
        content: input.AppraisalContent,
        commodityId: order.commodityId,
        createdAt: now,
      })
      .returning({ id: feedback.id });
    await countFeedback(tx, side.aboutMemberId, side.type, input.AppraisalStatus);
    const about = kind === 'order' ? { orderId: order.id } : { storeOrderId: order.id };
    await enqueueEvent(tx, OutboxKind.FeedbackReceived, { memberId: side.aboutMemberId, commodityId: order.commodityId, ...about }, now);
    return { ID: row!.id };
  });
}

/** Whose feedback this is: the buyer's about the seller, the seller's about the buyer; null for anyone else. */
function sideOf(order: AfterPaymentOrder, memberId: number): { type: number; aboutMemberId: number } | null {
  if (memberId === order.buyerMemberId) return { type: AppraisalType.AboutSeller, aboutMemberId: order.sellerMemberId };
  if (memberId === order.sellerMemberId) return { type: AppraisalType.AboutBuyer, aboutMemberId: order.buyerMemberId };
  return null;
}

/** Spec 3 Sell/BuyFavorableCount and Sell/BuyNegativeCount: the member's counter for this feedback, one up. */
async function countFeedback(tx: Tx, memberId: number, type: number, status: number): Promise<void> {
  const positive = status === AppraisalStatus.Positive;
  const counter =
    type === AppraisalType.AboutSeller
      ? positive
        ? { sellFavorableCount: sql`${members.sellFavorableCount} + 1` }
        : { sellNegativeCount: sql`${members.sellNegativeCount} + 1` }
      : positive
        ? { buyFavorableCount: sql`${members.buyFavorableCount} + 1` }
        : { buyNegativeCount: sql`${members.buyNegativeCount} + 1` };
  await tx.update(members).set(counter).where(eq(members.id, memberId));
}
