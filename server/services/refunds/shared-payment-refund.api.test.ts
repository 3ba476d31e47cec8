/**
 * Case refunds on store orders paid by one shared payment (a cart over two stores, issue 32): each
 * order's case refunds its own part through the provider as a refund of its own, the refund
 * callbacks close each case once, a second decision on a case is 409, and the sandbox provider
 * refuses refunds that would add up to more than the payment charged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { outbox, paymentRefunds, payments, sandboxPayments, sandboxRefunds, storeOrders } from '../../db/schema';
import { SANDBOX_SIGNATURE_HEADER, RefundRefusedError } from '../../providers/payments';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTrader, seedReference } from '../../testing/trade-helpers';
import { addressIdOf, createStore, createStoreItem } from '../../testing/store-fixtures';
import { decideOnHostedPage } from '../../testing/payment-helpers';
import { expectLedgerBalanced } from '../../testing/ledger-balance';
import { caseOn, caseRow, decideCaseRefund, deliverSandboxRefunds } from '../../testing/refund-fixtures';
import type { PaidOrder, Trader } from '../../testing/shipped-order';
import { runOnce as askRefunds } from '../../jobs/ask-refunds';
import { settleRefund } from '../payments/refund-payment';
import { retryFailedRefund } from './retry-refund';
import { refundAmounts } from '../../../src/domain/cases/refund-amounts';
import { findOrder } from '../orders/lock-order';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

/** A buyer's cart over two stores (40.00 in A, 60.00 in B), paid by one shared payment on the sandbox's hosted page. */
async function twoOrdersOnePayment(): Promise<{ orders: [PaidOrder, PaidOrder]; payment: typeof payments.$inferSelect }> {
  const sellers: Trader[] = [await createTrader(t, { isSeller: true }), await createTrader(t, { isSeller: true })];
  const buyer = await createTrader(t);
  const lines: number[] = [];
  const storeIds: number[] = [];
  for (const [i, seller] of sellers.entries()) {
    const store = await createStore(t, seller);
    storeIds.push(store);
    const item = await createStoreItem(t, seller, store, [{ priceCents: i === 0 ? 4_000 : 6_000, stock: 2 }]);
    const added = await buyer.client.post('/api/cart', { CommodityId: item.id, ConditionId: item.conditionIds[0], Num: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    lines.push(added.body.Id as number);
  }
  const placed = await buyer.client.post('/api/store-orders', { CartLineIds: lines, AddressId: await addressIdOf(t, buyer.memberId) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const ids = placed.body.StoreOrderIds as number[];
  const started = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await decideOnHostedPage(t, started.body.PayUrl, 'approve');
  const [payment] = await db().select().from(payments).where(eq(payments.code, started.body.PaymentCode));
  expect(payment).toMatchObject({ purpose: 'store_orders', status: 1 });
  const rows = await db().select().from(storeOrders).where(inArray(storeOrders.id, ids)).orderBy(storeOrders.id);
  expect(rows.map((r) => r.orderStatus)).toEqual([2, 2]);
  const paid = rows.map((r): PaidOrder => ({ kind: 'store_order', id: r.id, buyer, seller: sellers[storeIds.indexOf(r.storeId)]!, totalCents: r.totalCents }));
  return { orders: [paid[0]!, paid[1]!], payment: payment! };
}

async function refundRowsOf(paymentId: number) {
  return db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)).orderBy(paymentRefunds.id);
}

async function postRefundCallback(body: string, signature: string): Promise<number> {
  const answer = await fetch(`${t.baseUrl}/api/payments/refund-callback`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
  await answer.body?.cancel();
  return answer.status;
}

describe('case refunds on two store orders paid by one shared payment', () => {
  it('refunds one in full and the other in part as two refunds; each callback closes its own case once', async () => {
    const { orders, payment } = await twoOrdersOnePayment();
    const [first, second] = orders;
    const firstCase = await caseOn(t, first);
    const secondCase = await caseOn(t, second);

    // The seller of the first refunds everything through the route.
    const full = await first.seller.client.post(`/api/seller/cases/${firstCase}/refund`, { Full: true });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body).toMatchObject({ State: 'refund_pending', Plan: { RebackMoney: first.totalCents, RebackCurrency: 'USD', RebackMinor: first.totalCents } });
    // A second decision on the same case: 409 (the route sees the case waiting for its refund).
    const again = await first.seller.client.post(`/api/seller/cases/${firstCase}/refund`, { Full: false, AmountCents: 500 });
    expect(again.status).toBe(409);
    expect(['CASE_WRONG_STATE', 'CASE_ALREADY_REFUNDED']).toContain(again.body.error.code);
    // The other seller refunds part; two deciders of that case at once: one wins, the other is 409.
    const money = (await findOrder(db(), 'store_order', second.id))!.money;
    const part = refundAmounts(money, { full: false, amountCents: 1_000 });
    const attempts = await Promise.all([
      decideCaseRefund(t, secondCase, { full: false, amountCents: 1_000 }),
      decideCaseRefund(t, secondCase, { full: false, amountCents: 1_000 }, { role: 'staff', memberId: null }),
    ]);
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
    expect(attempts.filter((a) => !a.ok)).toEqual([{ ok: false, status: 409, code: 'CASE_ALREADY_REFUNDED' }]);

    const rows = await refundRowsOf(payment.id);
    expect(rows).toEqual([
      expect.objectContaining({ storeOrderId: first.id, reason: 'case', status: 'pending', amountCents: first.totalCents, amountMinor: first.totalCents, providerRefundId: expect.stringMatching(/^re_/) }),
      expect.objectContaining({ storeOrderId: second.id, reason: 'case', status: 'pending', amountCents: part.totalCents, amountMinor: part.totalCents, providerRefundId: expect.stringMatching(/^re_/) }),
    ]);
    const closedOrFinished = await db().select({ id: storeOrders.id, status: storeOrders.orderStatus }).from(storeOrders).where(inArray(storeOrders.id, [first.id, second.id])).orderBy(storeOrders.id);
    expect(closedOrFinished.map((o) => o.status)).toEqual([6, 4]);
    await expectLedgerBalanced(db());

    // Two refunds at the provider, each with Holo's reference; the sum within what was charged.
    const atProvider = await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.providerReference, payment.providerReference!)).orderBy(sandboxRefunds.id);
    expect(atProvider.map((r) => [r.reference, r.amountMinor, r.state])).toEqual([
      [String(rows[0]!.id), first.totalCents, 'pending'],
      [String(rows[1]!.id), part.totalCents, 'pending'],
    ]);
    expect(atProvider.map((r) => r.refundId)).toEqual(rows.map((r) => r.providerRefundId));

    // The callbacks, as the sandbox posts them: each settles its row and closes its case, once.
    const refundedNotices = () => db().select().from(outbox).where(eq(outbox.kind, 'case.refunded')).orderBy(outbox.id);
    const decidedNotices = (await refundedNotices()).length;
    const provider = t.app.ctx.providers.payments;
    const due = await provider.claimDueRefunds(10);
    expect(due.map((d) => d.reference).sort()).toEqual(rows.map((r) => String(r.id)).sort());
    const signed = due.map((d) => provider.signRefundCallback(d));
    for (const s of signed) expect(await postRefundCallback(s.body, s.signature)).toBe(204);
    for (const d of due) await provider.refundPosted(d);
    expect((await refundRowsOf(payment.id)).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect((await caseRow(t, firstCase)).state).toBe('refunded');
    expect((await caseRow(t, secondCase)).state).toBe('refunded');
    const notices = (await refundedNotices()).slice(decidedNotices);
    expect(notices.map((n) => n.payload)).toEqual(
      expect.arrayContaining([
        { memberId: first.buyer.memberId, storeOrderId: first.id },
        { memberId: second.buyer.memberId, storeOrderId: second.id },
      ]),
    );
    expect(notices).toHaveLength(2);

    // Replayed (and a 'failed' one for a settled refund): nothing changes.
    const settled = await refundRowsOf(payment.id);
    for (const s of signed) expect(await postRefundCallback(s.body, s.signature)).toBe(204);
    const failed = provider.signRefundCallback({ ...due[0]!, eventId: 'evt_other', outcome: 'failed' });
    expect(await postRefundCallback(failed.body, failed.signature)).toBe(204);
    expect(await refundRowsOf(payment.id)).toEqual(settled);
    expect(await refundedNotices()).toHaveLength(decidedNotices + 2);
    expect(await deliverSandboxRefunds(t)).toBe(0);
    // A callback naming another payment's reference, or a reference that is not Holo's: 404, nothing moves.
    const crossed = provider.signRefundCallback({ ...due[0]!, providerReference: 'sbx_nobody' });
    expect(await postRefundCallback(crossed.body, crossed.signature)).toBe(404);
    const unknown = provider.signRefundCallback({ ...due[0]!, reference: 'x1' });
    expect(await postRefundCallback(unknown.body, unknown.signature)).toBe(404);
    expect(await refundRowsOf(payment.id)).toEqual(settled);
    expect((await caseRow(t, firstCase)).state).toBe('refunded');

    // The case's plan still reads the shared payment.
    const plan = await second.buyer.client.get(`/api/store-orders/${second.id}/case`);
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.Plan).toMatchObject({ RebackMoney: part.totalCents, RebackCurrency: 'USD', RebackMinor: part.totalCents });
    await expectLedgerBalanced(db());
  });

  it('fails a refund whose amount ends in 13 minor units; staff retry it with the same reference; the refunds job asks what was never asked', async () => {
    const { orders, payment } = await twoOrdersOnePayment();
    const [first, second] = orders;
    const money = (await findOrder(db(), 'store_order', first.id))!.money;
    let amountCents = 1_000;
    while (refundAmounts(money, { full: false, amountCents }).totalCents % 100 !== 13) amountCents++;
    const firstCase = await caseOn(t, first);
    expect((await decideCaseRefund(t, firstCase, { full: false, amountCents })).ok).toBe(true);
    expect(await deliverSandboxRefunds(t)).toBe(1);
    const [failed] = await refundRowsOf(payment.id);
    expect(failed).toMatchObject({ storeOrderId: first.id, status: 'failed' });
    expect((await caseRow(t, firstCase)).state).toBe('refund_pending');

    // The provider cannot be reached for the second order's refund: the job asks it later.
    const secondCase = await caseOn(t, second);
    const provider = t.app.ctx.providers.payments;
    const refund = provider.refund;
    provider.refund = () => Promise.reject(new Error('provider unreachable'));
    try {
      await expect(decideCaseRefund(t, secondCase, { full: true })).rejects.toThrow('provider unreachable');
    } finally {
      provider.refund = refund;
    }
    t.clock.advance(2 * 60_000);
    expect(await askRefunds(t.app.ctx)).toBe(1);

    expect(await retryFailedRefund(t.app.ctx, failed!.id)).toBe(true);
    const atProvider = await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.providerReference, payment.providerReference!)).orderBy(sandboxRefunds.id);
    // One row per Holo refund: the retry is a new attempt (new id) of the same reference.
    expect(atProvider.map((r) => r.reference)).toEqual([String(failed!.id), String(failed!.id + 1)]);
    expect(atProvider[0]!.refundId).not.toBe(failed!.providerRefundId);
    expect(await deliverSandboxRefunds(t)).toBe(2);
    const rows = await refundRowsOf(payment.id);
    expect(rows.map((r) => [r.storeOrderId, r.status])).toEqual([
      [first.id, 'failed'],
      [second.id, 'succeeded'],
    ]);
    expect((await caseRow(t, firstCase)).state).toBe('refund_pending');
    expect((await caseRow(t, secondCase)).state).toBe('refunded');
    await expectLedgerBalanced(db());
  });
});

describe('a shared payment in another currency', () => {
  it("refunds each order's part at the payment's rate, the parts adding up to exactly what was charged", async () => {
    const { orders, payment } = await twoOrdersOnePayment();
    // As if paid in MOP, at a rate that does not divide evenly (the domain's unit test shows the rounding the parts absorb).
    const chargedMinor = Math.round(payment.amountCents * 8.0735) + 1;
    await db().update(payments).set({ currency: 'MOP', chargedMinor }).where(eq(payments.id, payment.id));
    await db().update(sandboxPayments).set({ chargedMinor }).where(eq(sandboxPayments.providerReference, payment.providerReference!));
    for (const order of orders) expect((await decideCaseRefund(t, await caseOn(t, order), { full: true })).ok).toBe(true);
    const rows = await refundRowsOf(payment.id);
    expect(rows.map((r) => r.currency)).toEqual(['MOP', 'MOP']);
    expect(rows[0]!.amountMinor + rows[1]!.amountMinor).toBe(chargedMinor);
    for (const [i, row] of rows.entries()) expect(Math.abs(row.amountMinor - (orders[i]!.totalCents * chargedMinor) / payment.amountCents)).toBeLessThanOrEqual(1);
    // The provider took both (none refused), and the callbacks close both cases.
    expect(rows.every((r) => r.status === 'pending' && r.providerRefundId !== null)).toBe(true);
    expect(await deliverSandboxRefunds(t)).toBe(2);
    const settled = (await refundRowsOf(payment.id)).map((r) => r.status);
    expect(settled).toEqual(rows.map((r) => (r.amountMinor % 100 === 13 ? 'failed' : 'succeeded')));
    await expectLedgerBalanced(db());
  });
});

describe('the sandbox provider', () => {
  it('takes several partial refunds of one payment, idempotent by reference, and refuses more than it charged', async () => {
    const { payment } = await twoOrdersOnePayment();
    const provider = t.app.ctx.providers.payments;
    const request = { providerReference: payment.providerReference!, currency: 'USD' };
    const first = await provider.refund({ ...request, reference: 'a', amountMinor: 3_000 });
    expect(await provider.refund({ ...request, reference: 'a', amountMinor: 3_000 })).toEqual(first);
    const rest = payment.chargedMinor - 3_000;
    await expect(provider.refund({ ...request, reference: 'b', amountMinor: rest + 1 })).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(provider.refund({ ...request, reference: 'c', amountMinor: 0 })).rejects.toBeInstanceOf(RefundRefusedError);
    const second = await provider.refund({ ...request, reference: 'b', amountMinor: rest });
    expect(second.refundId).not.toBe(first.refundId);
    await expect(provider.refund({ ...request, reference: 'd', amountMinor: 1 })).rejects.toBeInstanceOf(RefundRefusedError);
    // Two at once for the last cents: one is refused.
    await db().delete(sandboxRefunds).where(eq(sandboxRefunds.reference, 'b'));
    const raced = await Promise.allSettled([
      provider.refund({ ...request, reference: 'e', amountMinor: rest }),
      provider.refund({ ...request, reference: 'f', amountMinor: rest }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it("settles as failed a Holo refund the provider refuses, so it is not asked for again", async () => {
    const { orders, payment } = await twoOrdersOnePayment();
    const [row] = await db()
      .insert(paymentRefunds)
      .values({ paymentId: payment.id, storeOrderId: orders[0].id, reason: 'case', amountCents: 1, amountMinor: payment.chargedMinor + 1, currency: 'USD' })
      .returning();
    await settleRefund(t.app.ctx, { refundRowId: row!.id, providerReference: payment.providerReference!, amountMinor: row!.amountMinor, currency: 'USD' });
    const [after] = await db().select().from(paymentRefunds).where(and(eq(paymentRefunds.id, row!.id)));
    expect(after).toMatchObject({ status: 'failed', providerRefundId: null, settledAt: expect.any(Date) });
    expect(await db().select().from(sandboxRefunds)).toEqual([]);
  });
});
