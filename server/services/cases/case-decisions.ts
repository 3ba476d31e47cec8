/**
 * The seller's answers (POST /api/seller/cases/:id/refund, /return, /confirm-return) and the staff's
 * decisions (POST /api/staff/cases/:id/decide, /messages). A refund goes through refund-case.ts
 * (helper G: records it, moves the ledger, sets refund_pending and the order's status); a return
 * moves the case to return_shipping with the seller's address (asked by the seller) or to
 * return_address (decided by staff: the seller must give it). Every staff decision writes a
 * staff_actions row in its transaction.
 */
import type { z } from 'zod/mini';
import type { Tx } from '../../db/client';
import { staffActions } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { isActive } from '../../../src/domain/cases/case-state';
import type { CaseReply, CaseState, caseMessageBody, refundBody, returnAddressBody } from '../../../src/domain/cases/case.schema';
import type { staffDecisionBody } from '../../../src/domain/cases/case-list.schema';
import type { ServiceContext } from '../context';
import { OutboxKind } from '../outbox/enqueue-event';
import { ownedImageUrls } from '../uploads/owned-images';
import { caseReplyOf } from './case-reply';
import { addMessage, caseById, moveCase, withLockedCase, type CaseRow } from './case-store';
import { tellAboutCase } from './case-notices';
import { askProvider, decideRefund, type CaseRefund, type RefundStep } from './case-refund';
import { resumeFinish } from './case-steps';

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'providers'>;
const isSeller = (memberId: number) => (row: CaseRow) => row.sellerMemberId === memberId;
const anyCase = () => true;
/** States in which a refund or a return may still be decided. */
const DECIDABLE: ReadonlySet<string> = new Set(['open', 'escalated', 'return_address', 'return_shipping']);

function refundOf(body: { Full?: boolean; AmountCents?: number }): CaseRefund {
  if (body.Full) return { full: true };
  if (body.AmountCents === undefined) throw badRequest('BAD_REQUEST', 'AmountCents');
  return { full: false, amountCents: body.AmountCents };
}

export async function sellerRefund(ctx: Ctx, sellerId: number, caseId: number, body: z.output<typeof refundBody>): Promise<CaseReply> {
  const now = ctx.clock.now();
  const refund = refundOf(body);
  const step = await withLockedCase(ctx, caseId, isSeller(sellerId), async (tx, row) => {
    if (!DECIDABLE.has(row.state)) throw conflict('CASE_WRONG_STATE');
    const decided = await decideRefund(tx, row, refund, { role: 'seller', memberId: sellerId }, now);
    await tellAboutCase(tx, OutboxKind.CaseRefunded, row, [row.buyerMemberId], now);
    return decided;
  });
  return afterRefund(ctx, step, 'seller');
}

const addressOf = (body: z.output<typeof returnAddressBody>) => ({
  returnConsignee: body.Consignee,
  returnMobile: body.Mobile,
  returnNation: body.Nation,
  returnProvince: body.Provice,
  returnCity: body.City,
  returnZipCode: body.ZipCode,
  returnAddress: body.Address,
});

/** The seller asks for the card back (open, escalated, or return_address after a staff decision): the buyer has 7 days to send it. */
export async function sellerAskReturn(ctx: Ctx, sellerId: number, caseId: number, body: z.output<typeof returnAddressBody>): Promise<CaseReply> {
  const now = ctx.clock.now();
  return withLockedCase(ctx, caseId, isSeller(sellerId), async (tx, row) => {
    if (!['open', 'escalated', 'return_address'].includes(row.state)) throw conflict('CASE_WRONG_STATE');
    const moved = await moveCase(tx, row, 'return_shipping', now, addressOf(body));
    await tellAboutCase(tx, OutboxKind.CaseDecided, row, [row.buyerMemberId], now);
    return caseReplyOf(tx, moved, 'seller', now);
  });
}

/** The return arrived: everything back to the buyer. Only once the buyer entered the return parcel. */
export async function sellerConfirmReturn(ctx: Ctx, sellerId: number, caseId: number): Promise<CaseReply> {
  const now = ctx.clock.now();
  const step = await withLockedCase(ctx, caseId, isSeller(sellerId), async (tx, row) => {
    if (row.state !== 'return_shipping' || row.returnShippedAt === null) throw conflict('CASE_WRONG_STATE');
    const decided = await decideRefund(tx, row, { full: true }, { role: 'seller', memberId: sellerId }, now);
    await tellAboutCase(tx, OutboxKind.CaseRefunded, row, [row.buyerMemberId], now);
    return decided;
  });
  return afterRefund(ctx, step, 'seller');
}

async function recordStaffAction(tx: Tx, staffId: number, action: string, row: CaseRow, detail: Record<string, unknown>, now: Date): Promise<void> {
  await tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'cases', action, subject: `case:${row.id}`, detail, createdAt: now });
}

/** Staff decide a case the buyer took to Holo (escalated; or an open one that waits on the seller). */
export async function staffDecide(ctx: Ctx, staffId: number, caseId: number, body: z.output<typeof staffDecisionBody>): Promise<CaseReply> {
  const now = ctx.clock.now();
  const refund = body.Decision === 'refund' ? refundOf(body) : null;
  const step = await withLockedCase(ctx, caseId, anyCase, async (tx, row, order) => {
    if (!['open', 'escalated'].includes(row.state)) throw conflict('CASE_WRONG_STATE');
    if (body.Note) await addMessage(tx, row.id, staffId, 'staff', body.Note, [], now);
    let moved: CaseRow;
    let decided: RefundStep | null = null;
    if (refund) {
      decided = await decideRefund(tx, row, refund, { role: 'staff', memberId: staffId }, now);
      moved = decided.row;
      await tellAboutCase(tx, OutboxKind.CaseRefunded, row, [row.buyerMemberId], now);
    } else if (body.Decision === 'return') {
      moved = await moveCase(tx, row, 'return_address', now);
    } else {
      moved = await moveCase(tx, row, 'closed', now);
      await resumeFinish(tx, order, now);
    }
    await recordStaffAction(tx, staffId, `case.${body.Decision}`, row, { from: row.state, to: moved.state, note: body.Note, ...(refund ?? {}) }, now);
    await tellAboutCase(tx, OutboxKind.CaseDecided, row, [row.buyerMemberId, row.sellerMemberId], now);
    return decided ?? { row: moved, refund: null };
  });
  return afterRefund(ctx, step, 'staff');
}

/** After the commit: the provider is asked for a decided refund, and the case is read as it now is. */
async function afterRefund(ctx: Ctx, step: RefundStep | { row: CaseRow; refund: null }, viewer: CaseReply['Viewer']): Promise<CaseReply> {
  if (step.refund) await askProvider(ctx, step as RefundStep);
  const row = (await caseById(ctx.db, step.row.id)) ?? step.row;
  return caseReplyOf(ctx.db, row, viewer, ctx.clock.now());
}

/** POST /api/staff/cases/:id/messages: Holo's word in the thread, while the case is active. */
export async function staffMessage(ctx: Ctx, staffId: number, caseId: number, body: z.output<typeof caseMessageBody>): Promise<CaseReply> {
  const now = ctx.clock.now();
  return withLockedCase(ctx, caseId, anyCase, async (tx, row) => {
    if (!isActive(row.state as CaseState)) throw conflict('CASE_CLOSED');
    await ownedImageUrls(tx, staffId, body.Images, { purpose: 'case', field: 'Images' });
    await addMessage(tx, row.id, staffId, 'staff', body.Title, body.Images, now);
    await recordStaffAction(tx, staffId, 'case.message', row, { body: body.Title }, now);
    await tellAboutCase(tx, OutboxKind.CaseMessage, row, [row.buyerMemberId, row.sellerMemberId], now);
    return caseReplyOf(tx, row, 'staff', now);
  });
}
