/**
 * The buyer's and seller's steps on a case (docs/decisions.md "Buyer protection"): the thread, revoke,
 * re-open, appeal, escalate, and the buyer's return parcel. Each holds the order's and the case's
 * row locks (case-store.ts withLockedCase), so a double click finds the case already moved (409).
 */
import type { z } from 'zod/mini';
import { and, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { shipments } from '../../db/schema';
import { conflict } from '../../http/errors';
import { canAppeal, canEscalate, canReopen, canRevoke, daysMs, isActive } from '../../../src/domain/cases/case-state';
import type { CaseReply, CaseState, caseMessageBody, returnShippingBody } from '../../../src/domain/cases/case.schema';
import { canFinish, isFinished, type OrderKind } from '../../../src/domain/orders/order-finish';
import type { ServiceContext } from '../context';
import type { AfterPaymentOrder } from '../orders/lock-order';
import { OutboxKind } from '../outbox/enqueue-event';
import { ownedImageUrls } from '../uploads/owned-images';
import { caseReplyOf } from './case-reply';
import { addMessage, moveCase, withLockedCase, type CaseRow } from './case-store';
import { tellAboutCase } from './case-notices';

type Ctx = Pick<ServiceContext, 'db' | 'clock'>;
/** Days the automatic finish waits after a case ends, when its time passed while the case was active. */
export const FINISH_GRACE_DAYS = 3;

const isBuyer = (memberId: number) => (row: CaseRow) => row.buyerMemberId === memberId;
const isParty = (memberId: number) => (row: CaseRow) => row.buyerMemberId === memberId || row.sellerMemberId === memberId;
const factsOf = (row: CaseRow, order: AfterPaymentOrder) => ({
  state: row.state as CaseState,
  reopenCount: row.reopenCount,
  appealCount: row.appealCount,
  openedAt: row.openedAt,
  closedAt: row.closedAt,
  orderFinished: isFinished(order.kind, order.status),
});

/** POST /api/cases/:id/messages: the buyer or the seller, while the case is active, with their own pictures. */
export async function postMessage(ctx: Ctx, memberId: number, caseId: number, body: z.output<typeof caseMessageBody>): Promise<CaseReply> {
  const now = ctx.clock.now();
  return withLockedCase(ctx, caseId, isParty(memberId), async (tx, row) => {
    if (!isActive(row.state as CaseState)) throw conflict('CASE_CLOSED');
    await ownedImageUrls(tx, memberId, body.Images, { purpose: 'case', field: 'Images' });
    const role = row.buyerMemberId === memberId ? 'buyer' : 'seller';
    await addMessage(tx, row.id, memberId, role, body.Title, body.Images, now);
    const moved = await touch(tx, row, now);
    await tellAboutCase(tx, OutboxKind.CaseMessage, row, [role === 'buyer' ? row.sellerMemberId : row.buyerMemberId], now);
    return caseReplyOf(tx, moved, role, now);
  });
}

/** A message is a move: an idle deadline (open, return_address) starts again. */
async function touch(tx: Tx, row: CaseRow, now: Date): Promise<CaseRow> {
  if (row.state === 'open' || row.state === 'return_address') return moveCase(tx, row, row.state, now);
  return row;
}

export async function revokeCase(ctx: Ctx, buyerId: number, caseId: number): Promise<CaseReply> {
  const now = ctx.clock.now();
  return withLockedCase(ctx, caseId, isBuyer(buyerId), async (tx, row, order) => {
    if (!canRevoke(row.state as CaseState)) throw conflict('CASE_NOT_REVOCABLE');
    const moved = await moveCase(tx, row, 'revoked', now);
    await resumeFinish(tx, order, now);
    await tellAboutCase(tx, OutboxKind.CaseDecided, row, [row.sellerMemberId], now);
    return caseReplyOf(tx, moved, 'buyer', now);
  });
}

export async function reopenCase(ctx: Ctx, buyerId: number, caseId: number): Promise<CaseReply> {
  const now = ctx.clock.now();
  return withLockedCase(ctx, caseId, isBuyer(buyerId), async (tx, row, order) => {
    if (!canReopen(factsOf(row, order))) throw conflict('CASE_NOT_REOPENABLE');
    const moved = await moveCase(tx, row, 'open', now, { reopenCount: row.reopenCount + 1, openedAt: now });
    await tellAboutCase(tx, OutboxKind.CaseOpened, row, [row.sellerMemberId], now);
    return caseReplyOf(tx, moved, 'buyer', now);
  });
}

export async function appealCase(ctx: Ctx, buyerId: number, caseId: number): Promise<CaseReply> {
  const now = ctx.clock.now();
  return withLockedCase(ctx, caseId, isBuyer(buyerId), async (tx, row, order) => {
    if (!canAppeal(factsOf(row, order), now)) throw conflict('CASE_NOT_APPEALABLE');
    const moved = await moveCase(tx, row, 'escalated', now, { appealCount: row.appealCount + 1 });
    await tellAboutCase(tx, OutboxKind.CaseDecided, row, [row.sellerMemberId], now);
    return caseReplyOf(tx, moved, 'buyer', now);
  });
}

export async function escalateCase(ctx: Ctx, buyerId: number, caseId: number): Promise<CaseReply> {
  const now = ctx.clock.now();
  return withLockedCase(ctx, caseId, isBuyer(buyerId), async (tx, row) => {
    if (!canEscalate({ state: row.state as CaseState, openedAt: row.openedAt }, now)) throw conflict('CASE_NOT_ESCALABLE');
    const moved = await moveCase(tx, row, 'escalated', now);
    await tellAboutCase(tx, OutboxKind.CaseDecided, row, [row.sellerMemberId], now);
    return caseReplyOf(tx, moved, 'buyer', now);
  });
}

/** POST /api/cases/:id/return-shipping: the buyer's return parcel, once, while the case waits for it; the seller then has 14 days. */
export async function enterReturnShipping(ctx: Ctx, buyerId: number, caseId: number, body: z.output<typeof returnShippingBody>): Promise<CaseReply> {
  const now = ctx.clock.now();
  return withLockedCase(ctx, caseId, isBuyer(buyerId), async (tx, row) => {
    if (row.state !== 'return_shipping' || row.returnShippedAt !== null) throw conflict('CASE_WRONG_STATE');
    const moved = await moveCase(tx, row, 'return_shipping', now, {
      returnCarrierCode: body.SendExpress,
      returnTrackingNumber: body.SendExpressCode,
      returnShippedAt: now,
    });
    await tellAboutCase(tx, OutboxKind.CaseDecided, row, [row.sellerMemberId], now);
    return caseReplyOf(tx, moved, 'buyer', now);
  });
}

/**
 * A case ended without a refund (revoked, closed in the seller's favour) on a shipped order: its
 * automatic finish goes on, and when its time passed meanwhile it gets 3 more days.
 */
export async function resumeFinish(tx: Tx, order: Pick<AfterPaymentOrder, 'kind' | 'id' | 'status'>, now: Date): Promise<void> {
  if (!canFinish(order.status)) return;
  await tx
    .update(shipments)
    .set({ finishDueAt: new Date(now.getTime() + daysMs(FINISH_GRACE_DAYS)) })
    .where(and(eq(shipments.orderKind, order.kind as OrderKind), eq(shipments.orderId, order.id), lte(shipments.finishDueAt, now)));
}
