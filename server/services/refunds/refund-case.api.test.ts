/**
 * Case refunds that move money (issue 28): the amounts, the order closed after a full refund and
 * finished with the rest split after a partial one, the refund through the sandbox provider and its
 * signed callback (succeeded, failed on the …13 hook, replayed, forged), exactly once under two
 * deciders at once, a Macao buyer refunded in MOP at the payment's rate, and the book balanced
 * after each step.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cases, ledgerEntries, orders, outbox, paymentRefunds, payments, sandboxRefunds, storeOrders } from '../../db/schema';
import { SANDBOX_SIGNATURE_HEADER, type RefundCallback } from '../../providers/payments';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTrader, listItem, seedReference } from '../../testing/trade-helpers';
import { decideOnHostedPage, startPaymentOk } from '../../testing/payment-helpers';
import { paidMarketplaceOrder, paidStoreOrder, shippedOrder, type PaidOrder } from '../../testing/shipped-order';
import { expectLedgerBalanced } from '../../testing/ledger-balance';
import { caseOn, caseRefundsOf, caseRow, decideCaseRefund, deliverSandboxRefunds } from '../../testing/refund-fixtures';
import { runOnce as askRefunds } from '../../jobs/ask-refunds';
import { runOnce as postSandboxRefunds } from '../../jobs/sandbox-refunds';
import { retryFailedRefund } from './retry-refund';
import { refundAmounts, toPaidCurrency } from '../../../src/domain/cases/refund-amounts';
import { findOrder } from '../orders/lock-order';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

/** The paidMarketplaceOrder flow for a Macao buyer, who pays by card through MPay (9), in MOP (a cross-region order: no address). */
async function macaoOrder(): Promise<PaidOrder> {
  const seller = await createTrader(t, { isSeller: true });
  const buyer = await createTrader(t, { memberSource: 'MO' });
  const itemId = await listItem(t, seller, { ByWay: 1, Price: 10_000, Postage: 500, Title: 'Macao card' });
  const bought = await buyer.client.post(`/api/items/${itemId}/buy`);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const id = bought.body.OrderId as number;
  // A US seller's card goes to the Macao buyer's warehouse at the US agency: no address to set.
  const payment = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: id, IsGuarantee: 9 });
  await decideOnHostedPage(t, payment.PayUrl, 'approve');
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  expect(order!.orderStatus).toBe(2);
  return { kind: 'order', id, buyer, seller, totalCents: order!.totalCents };
}

async function moneyOf(order: PaidOrder) {
  return (await findOrder(t.database.db, order.kind, order.id))!;
}

async function paymentOf(order: PaidOrder) {
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, order.kind), eq(payments.referenceId, order.id), eq(payments.status, 1)));
  return payment!;
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

describe('a full refund', () => {
  it('closes the order, takes the total out of escrow, and the callback marks the case refunded once', async () => {
    const order = await shippedOrder(t, 'order');
    const caseId = await caseOn(t, order, 'escalated');
    const attempt = await decideCaseRefund(t, caseId, { full: true }, { role: 'staff', memberId: null });
    expect(attempt.ok).toBe(true);
    const before = await moneyOf(order);
    expect(before.status).toBe(6);
    const [closed] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(closed).toMatchObject({ orderStatus: 6, closeReason: 'refunded', closedAt: expect.any(Date) });

    const payment = await paymentOf(order);
    expect(await caseRefundsOf(t, order)).toEqual([
      expect.objectContaining({ reason: 'case', status: 'pending', amountCents: order.totalCents, amountMinor: payment.chargedMinor, currency: 'USD', providerRefundId: expect.stringMatching(/^re_/) }),
    ]);
    expect(await caseRow(t, caseId)).toMatchObject({
      state: 'refund_pending',
      refundItemCents: 10_000,
      refundPostageCents: 500,
      refundFeeTaxCents: before.money.serviceFeeCents + before.money.taxCents,
      dueAt: null,
    });
    const book = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(book.filter((e) => e.event === 'refunded')).toMatchObject([{ account: 'escrow', amountCents: -order.totalCents }]);
    expect(book.filter((e) => e.event === 'finished')).toEqual([]);
    await expectLedgerBalanced(t.database.db);

    // The provider's callback: succeeded, once.
    expect(await deliverSandboxRefunds(t)).toBe(1);
    expect(await deliverSandboxRefunds(t)).toBe(0);
    expect(await caseRefundsOf(t, order)).toMatchObject([{ status: 'succeeded' }]);
    expect(await caseRow(t, caseId)).toMatchObject({ state: 'refunded', closedAt: expect.any(Date) });
    const notices = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'case.refunded'));
    expect(notices.map((n) => n.payload)).toEqual([{ memberId: order.buyer.memberId, orderId: order.id }]);
    const [atProvider] = await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.providerReference, payment.providerReference!));
    expect(atProvider).toMatchObject({ state: 'succeeded', amountMinor: payment.chargedMinor, currency: 'USD' });
    await expectLedgerBalanced(t.database.db);
  });
});

describe('a partial refund', () => {
  it('finishes the order and splits what escrow still holds by the parts left (a store order with a coupon)', async () => {
    const order = await paidStoreOrder(t, { couponCents: 500 });
    const caseId = await caseOn(t, order);
    const { money } = await moneyOf(order);
    const attempt = await decideCaseRefund(t, caseId, { full: false, amountCents: 1_000 });
    expect(attempt.ok).toBe(true);
    const expected = refundAmounts(money, { full: false, amountCents: 1_000 });
    expect(expected.totalCents).toBeLessThan(money.totalCents);

    const [row] = await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
    expect(row).toMatchObject({ orderStatus: 4, finishedAt: expect.any(Date) });
    expect(await caseRow(t, caseId)).toMatchObject({ state: 'refund_pending', refundItemCents: 1_000, refundPostageCents: 0, refundFeeTaxCents: expected.refundFeeTaxCents });
    const book = await t.database.db
      .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents, event: ledgerEntries.event, memberId: ledgerEntries.memberId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderKind, 'store_order'), eq(ledgerEntries.orderId, order.id)));
    const key = (e: { event: string; account: string }) => `${e.event}:${e.account}`;
    expect(book.filter((e) => e.event !== 'paid').sort((a, b) => key(a).localeCompare(key(b)))).toEqual([
      { account: 'escrow', amountCents: -(money.totalCents - expected.totalCents), event: 'finished', memberId: null },
      { account: 'proceeds', amountCents: money.itemCents + money.postageCents - 1_000, event: 'finished', memberId: order.seller.memberId },
      { account: 'promotions', amountCents: -500, event: 'finished', memberId: null },
      { account: 'tax', amountCents: money.taxCents - expected.refundTaxCents, event: 'finished', memberId: null },
      { account: 'escrow', amountCents: -expected.totalCents, event: 'refunded', memberId: null },
    ]);
    expect(await caseRefundsOf(t, order)).toMatchObject([{ amountCents: expected.totalCents, amountMinor: expected.totalCents }]);
    await expectLedgerBalanced(t.database.db);
    expect(await deliverSandboxRefunds(t)).toBe(1);
    expect(await caseRow(t, caseId)).toMatchObject({ state: 'refunded' });
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses more than the item and postage paid (400 REFUND_TOO_LARGE), and moves nothing', async () => {
    const order = await paidMarketplaceOrder(t);
    const caseId = await caseOn(t, order);
    expect(await decideCaseRefund(t, caseId, { full: false, amountCents: 10_501 })).toEqual({ ok: false, status: 400, code: 'REFUND_TOO_LARGE' });
    expect(await caseRefundsOf(t, order)).toEqual([]);
    expect((await caseRow(t, caseId)).state).toBe('open');
    expect((await moneyOf(order)).status).toBe(2);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a closed or revoked case (409 CASE_CLOSED)', async () => {
    const order = await paidMarketplaceOrder(t);
    const caseId = await caseOn(t, order, 'revoked');
    expect(await decideCaseRefund(t, caseId, { full: true })).toEqual({ ok: false, status: 409, code: 'CASE_CLOSED' });
    await expectLedgerBalanced(t.database.db);
  });
});

describe('exactly once', () => {
  it('refunds once when two decide at once: the other answers 409 CASE_ALREADY_REFUNDED', async () => {
    const order = await shippedOrder(t, 'order');
    const caseId = await caseOn(t, order, 'escalated');
    const attempts = await Promise.all([decideCaseRefund(t, caseId, { full: true }), decideCaseRefund(t, caseId, { full: false, amountCents: 2_000 })]);
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
    expect(attempts.filter((a) => !a.ok)).toEqual([{ ok: false, status: 409, code: 'CASE_ALREADY_REFUNDED' }]);
    expect(await caseRefundsOf(t, order)).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
    // A decider whose case read slipped past the state (the case set back by hand): the payment's one refund still refuses it.
    await t.database.db.update(cases).set({ state: 'open' }).where(eq(cases.id, caseId));
    await t.database.db.update(orders).set({ orderStatus: 3 }).where(eq(orders.id, order.id));
    expect(await decideCaseRefund(t, caseId, { full: true })).toEqual({ ok: false, status: 409, code: 'CASE_ALREADY_REFUNDED' });
    expect(await caseRefundsOf(t, order)).toHaveLength(1);
  });

  it('changes nothing on a replayed refund callback, refuses a forged one (401) and one for no payment (404)', async () => {
    const order = await paidMarketplaceOrder(t);
    const caseId = await caseOn(t, order);
    await decideCaseRefund(t, caseId, { full: true });
    const provider = t.app.ctx.providers.payments;
    const [due] = await provider.claimDueRefunds(10);
    expect(due).toMatchObject({ outcome: 'succeeded' });
    const { body, signature } = provider.signRefundCallback(due!);
    expect(await postRefundCallback(body, signature)).toBe(204);
    const [settled] = await t.database.db.select().from(paymentRefunds);
    const caseAfter = await caseRow(t, caseId);
    // The same callback again, and a 'failed' one for the same refund: settled already, nothing moves.
    expect(await postRefundCallback(body, signature)).toBe(204);
    const failed = provider.signRefundCallback({ ...due!, eventId: 'evt_other', outcome: 'failed' });
    expect(await postRefundCallback(failed.body, failed.signature)).toBe(204);
    expect(await t.database.db.select().from(paymentRefunds)).toEqual([settled]);
    expect(await caseRow(t, caseId)).toEqual(caseAfter);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.kind, 'case.refunded'))).toHaveLength(1);

    // Forged: another secret, no signature, or a body changed after signing.
    expect(await postRefundCallback(body, 'f'.repeat(64))).toBe(401);
    expect(await postRefundCallback(body, '')).toBe(401);
    expect(await postRefundCallback(body.replace('succeeded', 'failed'), signature)).toBe(401);
    // A member's session is no signature; nor is a body signed as something else, or one too large.
    const member = (await order.buyer.client.post('/api/payments/refund-callback', JSON.parse(body) as object)).status;
    expect(member).toBe(401);
    const notJson = provider.signRefundCallback({ ...due!, outcome: 'maybe' as 'failed' });
    expect(await postRefundCallback(notJson.body, notJson.signature)).toBe(401);
    expect(await postRefundCallback(JSON.stringify({ pad: 'x'.repeat(20_000) }), signature)).toBe(413);
    const unknown: RefundCallback = { ...due!, providerReference: 'sbx_nobody' };
    const stranger = provider.signRefundCallback(unknown);
    expect(await postRefundCallback(stranger.body, stranger.signature)).toBe(404);
    expect(await t.database.db.select().from(paymentRefunds)).toEqual([settled]);
    await expectLedgerBalanced(t.database.db);
  });
});

describe('a refund the provider refuses', () => {
  it('stays failed and leaves the case waiting for its refund (the …13 hook)', async () => {
    const order = await paidMarketplaceOrder(t);
    const caseId = await caseOn(t, order);
    const { money } = await moneyOf(order);
    const payment = await paymentOf(order);
    // A partial amount whose total back ends in 13 cents.
    let amountCents = 1_000;
    while (toPaidCurrency(refundAmounts(money, { full: false, amountCents }).totalCents, payment) % 100 !== 13) amountCents++;
    expect((await decideCaseRefund(t, caseId, { full: false, amountCents })).ok).toBe(true);
    expect(await deliverSandboxRefunds(t)).toBe(1);
    expect(await caseRefundsOf(t, order)).toMatchObject([{ status: 'failed', providerRefundId: expect.stringMatching(/^re_/) }]);
    expect(await caseRow(t, caseId)).toMatchObject({ state: 'refund_pending', closedAt: null });
    expect(await t.database.db.select().from(outbox).where(eq(outbox.kind, 'case.refunded'))).toEqual([]);
    // The provider is asked again only when staff ask (docs/decisions.md): the refund stays as it was.
    expect(await deliverSandboxRefunds(t)).toBe(0);
    await expectLedgerBalanced(t.database.db);

    // Staff retry, twice at once: one new attempt, with a new id, settled by its own callback.
    const [failed] = await t.database.db.select().from(paymentRefunds);
    const retries = await Promise.all([retryFailedRefund(t.app.ctx, failed!.id), retryFailedRefund(t.app.ctx, failed!.id)]);
    expect(retries.sort()).toEqual([false, true]);
    const [again] = await caseRefundsOf(t, order);
    expect(again).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^re_/) });
    expect(again!.providerRefundId).not.toBe(failed!.providerRefundId);
    expect(await deliverSandboxRefunds(t)).toBe(1);
    // The hook is the amount's, so the sandbox refuses this attempt too; a settled refund is not retried by itself.
    expect(await caseRefundsOf(t, order)).toMatchObject([{ status: 'failed', providerRefundId: again!.providerRefundId }]);
    expect(await retryFailedRefund(t.app.ctx, failed!.id + 1000)).toBe(false);
    expect(await t.database.db.select().from(paymentRefunds)).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });

  it('is asked again by the refunds job when the provider could not be reached at first', async () => {
    const order = await paidMarketplaceOrder(t);
    const caseId = await caseOn(t, order);
    const provider = t.app.ctx.providers.payments;
    const refund = provider.refund;
    provider.refund = () => Promise.reject(new Error('provider unreachable'));
    try {
      await expect(decideCaseRefund(t, caseId, { full: true })).rejects.toThrow('provider unreachable');
    } finally {
      provider.refund = refund;
    }
    // The decision committed; the provider has not heard of it.
    expect(await caseRefundsOf(t, order)).toMatchObject([{ status: 'pending', providerRefundId: null }]);
    expect(await askRefunds(t.app.ctx)).toBe(0);
    t.clock.advance(2 * 60_000);
    expect(await askRefunds(t.app.ctx)).toBe(1);
    expect(await askRefunds(t.app.ctx)).toBe(0);
    expect(await deliverSandboxRefunds(t)).toBe(1);
    expect(await caseRow(t, caseId)).toMatchObject({ state: 'refunded' });
    await expectLedgerBalanced(t.database.db);
  });
});

describe("the sandbox's refund callbacks", () => {
  it('are posted again after their lease when Holo could not be reached, and once by two senders at once', async () => {
    const first = await paidMarketplaceOrder(t);
    const second = await paidMarketplaceOrder(t);
    await decideCaseRefund(t, await caseOn(t, first), { full: true });
    await decideCaseRefund(t, await caseOn(t, second), { full: false, amountCents: 1_000 });
    // Nobody listens on this port: nothing acknowledged, both leased.
    expect(await postSandboxRefunds(t.app.ctx, undefined, 'http://127.0.0.1:9/')).toBe(0);
    expect(await t.app.ctx.providers.payments.claimDueRefunds(10)).toEqual([]);
    expect((await caseRefundsOf(t, first)).map((r) => r.status)).toEqual(['pending']);
    // The lease ends (a minute on the provider's clock).
    await t.database.db.update(sandboxRefunds).set({ updatedAt: new Date(Date.now() - 120_000) });
    const sent = await Promise.all([deliverSandboxRefunds(t), deliverSandboxRefunds(t)]);
    expect(sent[0]! + sent[1]!).toBe(2);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.kind, 'case.refunded'))).toHaveLength(2);
    expect((await t.database.db.select().from(cases)).map((c) => c.state)).toEqual(['refunded', 'refunded']);
    await expectLedgerBalanced(t.database.db);
  });
});

describe('a buyer who paid in MOP', () => {
  it("is refunded in MOP at the payment's own rate", async () => {
    const order = await macaoOrder();
    const payment = await paymentOf(order);
    expect(payment.currency).toBe('MOP');
    expect(payment.chargedMinor).not.toBe(payment.amountCents);
    const caseId = await caseOn(t, order);
    const attempt = await decideCaseRefund(t, caseId, { full: false, amountCents: 5_000 });
    if (!attempt.ok) throw new Error(attempt.code);
    const back = attempt.refund.amounts.totalCents;
    const inMop = Math.round((back * payment.chargedMinor) / payment.amountCents);
    expect(attempt.refund).toMatchObject({ currency: 'MOP', amountMinor: inMop });
    expect(await caseRefundsOf(t, order)).toMatchObject([{ amountCents: back, amountMinor: inMop, currency: 'MOP' }]);
    expect(await deliverSandboxRefunds(t)).toBe(1);
    const [atProvider] = await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.providerReference, payment.providerReference!));
    expect(atProvider).toMatchObject({ amountMinor: inMop, currency: 'MOP', state: inMop % 100 === 13 ? 'failed' : 'succeeded' });
    await expectLedgerBalanced(t.database.db);
  });
});
