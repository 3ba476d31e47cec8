/**
 * POST /api/orders/:id/case and /api/store-orders/:id/case: the order's buyer opens a case with its
 * first message (reason, text, up to 3 of their own pictures). Anyone else learns nothing of the
 * order (404); an order not paid or shipped 409 CASE_NOT_ALLOWED; one with a case 409 CASE_EXISTS
 * (one per order: a revoked or closed one is opened again by re-open or appeal).
 */
import type { z } from 'zod/mini';
import { cases } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { canOpenCase } from '../../../src/domain/cases/case-state';
import type { CaseReply, CaseState, openCaseBody } from '../../../src/domain/cases/case.schema';
import type { OrderKind } from '../../../src/domain/orders/order-finish';
import type { ServiceContext } from '../context';
import { lockOrder } from '../orders/lock-order';
import { ownedImageUrls } from '../uploads/owned-images';
import { OutboxKind } from '../outbox/enqueue-event';
import { caseReplyOf } from './case-reply';
import { addMessage, caseOfOrder, dueAtFor } from './case-store';
import { tellAboutCase } from './case-notices';

export async function openCase(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  buyerId: number,
  kind: OrderKind,
  orderId: number,
  body: z.output<typeof openCaseBody>,
): Promise<CaseReply> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, kind, orderId);
    if (!order || order.buyerMemberId !== buyerId) throw notFound('ORDER_NOT_FOUND');
    const verdict = canOpenCase({ status: order.status }, (await caseOfOrder(tx, kind, orderId)) as { state: CaseState } | null);
    if (verdict === 'exists') throw conflict('CASE_EXISTS');
    if (verdict === 'not_allowed') throw conflict('CASE_NOT_ALLOWED');
    await ownedImageUrls(tx, buyerId, body.Images, { purpose: 'case', field: 'Images' });
    const [row] = await tx
      .insert(cases)
      .values({
        orderKind: kind,
        orderId,
        buyerMemberId: buyerId,
        sellerMemberId: order.sellerMemberId,
        reason: body.Reason,
        state: 'open',
        dueAt: dueAtFor('open', now),
        openedAt: now,
        updatedAt: now,
      })
      .returning();
    await addMessage(tx, row!.id, buyerId, 'buyer', body.Title, body.Images, now);
    await tellAboutCase(tx, OutboxKind.CaseOpened, row!, [order.sellerMemberId], now);
    return caseReplyOf(tx, row!, 'buyer', now);
  });
}
