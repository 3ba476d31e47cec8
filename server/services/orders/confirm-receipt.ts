/**
 * Confirm receipt (spec 3 section 4 "Confirm receipt"; POST /api/orders/:id/receive and
 * /api/store-orders/:id/receive): the buyer says the parcel arrived, which finishes the order at
 * once (and, once cases exist, stops one from being opened). Only the buyer, only a shipped order;
 * anyone else learns nothing of the order (404), a second confirmation finds it finished (409).
 */
import type { z } from 'zod';
import type { ServiceContext } from '../context';
import { conflict, notFound } from '../../http/errors';
import { canFinish, type OrderKind } from '../../../src/domain/orders/order-finish';
import type { confirmReceiptReply } from '../../../src/domain/orders/order-page.schema';
import { finishLockedOrder } from './finish-order';
import { boundForWarehouseOrder } from '../warehouse/bound-for-warehouse';
import { lockOrder } from './lock-order';
import { caseOfOrder } from '../cases/case-store';
import { isActive } from '../../../src/domain/cases/case-state';
import type { CaseState } from '../../../src/domain/cases/case.schema';

export async function confirmReceipt(ctx: ServiceContext, buyerId: number, kind: OrderKind, orderId: number): Promise<z.infer<typeof confirmReceiptReply>> {
  const finished = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, kind, orderId);
    if (!order || order.buyerMemberId !== buyerId) throw notFound('ORDER_NOT_FOUND');
    if (!canFinish(order.status)) throw conflict('ORDER_NOT_RECEIVABLE');
    // An order bound for Holo's warehouse is confirmed through its condition check (services/warehouse).
    if (kind === 'order' && (await boundForWarehouseOrder(tx, orderId))) throw conflict('CONDITION_CHECK_REQUIRED');
    // While a case is active the order does not finish (docs/decisions.md "Buyer protection").
    const openCase = await caseOfOrder(tx, kind, orderId);
    if (openCase && isActive(openCase.state as CaseState)) throw conflict('CASE_OPEN');
    return finishLockedOrder(tx, order, 'buyer', ctx.clock.now());
  });
  return { OrderStatus: finished.status, FinishTime: finished.finishedAt.toISOString() };
}
