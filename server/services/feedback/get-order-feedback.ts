/**
 * Both sides' feedback on one order (GET /api/orders/:id/feedback and the store order's), for its
 * buyer or its seller only: anyone else learns nothing of the order (404).
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { feedback } from '../../db/schema';
import { notFound } from '../../http/errors';
import { AppraisalType, type OrderFeedbackReply } from '../../../src/domain/feedback/feedback.schema';
import type { OrderKind } from '../../../src/domain/orders/order-finish';
import { findOrder } from '../orders/lock-order';
import { selectFeedbackRows, toFeedbackRow } from './feedback-rows';

export async function getOrderFeedback(ctx: Pick<ServiceContext, 'db'>, memberId: number, kind: OrderKind, orderId: number): Promise<OrderFeedbackReply> {
  const order = await findOrder(ctx.db, kind, orderId);
  if (!order || (memberId !== order.buyerMemberId && memberId !== order.sellerMemberId)) throw notFound('ORDER_NOT_FOUND');
  const rows = await selectFeedbackRows(ctx.db).where(and(eq(feedback.orderKind, kind), eq(feedback.orderId, order.id)));
  const about = (type: number) => {
    const row = rows.find((r) => r.AppraisalType === type);
    return row ? toFeedbackRow(row) : null;
  };
  return { AboutSeller: about(AppraisalType.AboutSeller), AboutBuyer: about(AppraisalType.AboutBuyer) };
}
