/**
 * A refund after the order finished (issue 28; docs/decisions.md "Buyer protection"): a case closed
 * in the seller's favour may be appealed for 30 days, and the order may have finished meanwhile
 * (its escrow split into proceeds, fees, tax and promotions). Staff then refund through the appeal:
 * the refund goes to the provider (pending), the book takes it back from where finishing put it
 * (event 'refunded'), a full refund closes the order and a partial one leaves it finished, and the
 * book balances after each step.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, orders, storeOrders } from '../../db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedReference } from '../../testing/trade-helpers';
import { DAY_MS, markDelivered, markShipped, paidStoreOrder, shippedOrder, signInAgain, type PaidOrder, type Trader } from '../../testing/shipped-order';
import { createStaff, openCaseOk, orderPath } from '../../testing/case-fixtures';
import { caseRefundsOf, caseRow, deliverSandboxRefunds } from '../../testing/refund-fixtures';
import { expectLedgerBalanced } from '../../testing/ledger-balance';
import { findOrder } from '../orders/lock-order';
import { runOnce as finishDue } from '../../jobs/finish-due-orders';
import { refundAmounts } from '../../../src/domain/cases/refund-amounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

/** The order's book rows of one event, sorted by account. */
async function bookOf(order: PaidOrder, event: string) {
  const rows = await t.database.db
    .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents, memberId: ledgerEntries.memberId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderKind, order.kind), eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.event, event)));
  return rows.sort((a, b) => a.account.localeCompare(b.account));
}

/** Staff close the buyer's case in the seller's favour (200). */
async function staffClose(staff: Trader, caseId: number) {
  const closed = await staff.client.post(`/api/staff/cases/${caseId}/decide`, { Decision: 'close', Note: 'The tracking shows delivery' });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  expect(closed.body).toMatchObject({ State: 'closed', SRBtnType: 3 });
}

/** The buyer appeals the closed case (200): it goes back to staff. */
async function appeal(order: PaidOrder, caseId: number) {
  const appealed = await order.buyer.client.post(`/api/cases/${caseId}/appeal`);
  expect(appealed.status, JSON.stringify(appealed.body)).toBe(200);
  expect(appealed.body).toMatchObject({ State: 'escalated' });
}

describe('a refund after the order finished', () => {
  it('in full: confirmed received after the close, appealed, refunded by staff; the book reversed, the order closed', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    const staff = await createStaff(t);
    await staffClose(staff, opened.ID);
    // The case closed, the buyer confirms receipt: the order finishes and its escrow is split.
    const received = await order.buyer.client.post(`${orderPath(order)}/receive`);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const { money, status } = (await findOrder(t.database.db, order.kind, order.id))!;
    expect(status).toBe(5);
    const finishedBook = await bookOf(order, 'finished');
    await expectLedgerBalanced(t.database.db);

    await appeal(order, opened.ID);
    const refunded = await staff.client.post(`/api/staff/cases/${opened.ID}/decide`, { Decision: 'refund', Full: true });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.Plan.RebackMoney).toBe(order.totalCents);

    expect(await caseRefundsOf(t, order)).toEqual([expect.objectContaining({ reason: 'case', status: 'pending', amountCents: order.totalCents, providerRefundId: expect.stringMatching(/^re_/) })]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ orderStatus: 6, closeReason: 'refunded', closedAt: t.clock.now() });
    // Nothing out of escrow (it holds nothing): the parts give it back, the seller's proceeds included.
    expect(await bookOf(order, 'refunded')).toEqual([
      { account: 'fees', amountCents: -money.serviceFeeCents, memberId: null },
      { account: 'proceeds', amountCents: -(money.itemCents + money.postageCents), memberId: order.seller.memberId },
      { account: 'tax', amountCents: -money.taxCents, memberId: null },
    ]);
    expect(await bookOf(order, 'finished')).toEqual(finishedBook);
    await expectLedgerBalanced(t.database.db);

    expect(await deliverSandboxRefunds(t)).toBe(1);
    expect(await caseRow(t, opened.ID)).toMatchObject({ state: 'refunded' });
    await expectLedgerBalanced(t.database.db);
  });

  it('in part: a store order with a coupon finished by the sweeper after the close; it stays finished, the seller keeps the rest', async () => {
    const order = await paidStoreOrder(t, { couponCents: 500 });
    const shipmentId = await markShipped(t, order);
    await markDelivered(t, shipmentId);
    const opened = await openCaseOk(order);
    const staff = await createStaff(t);
    await staffClose(staff, opened.ID);
    t.clock.advance(7 * DAY_MS);
    expect((await finishDue(t.app.ctx)).storeOrders).toBe(1);
    const { money, status } = (await findOrder(t.database.db, order.kind, order.id))!;
    expect(status).toBe(4);
    await expectLedgerBalanced(t.database.db);

    await signInAgain(t, order.buyer);
    await signInAgain(t, staff);
    await appeal(order, opened.ID);
    const refunded = await staff.client.post(`/api/staff/cases/${opened.ID}/decide`, { Decision: 'refund', Full: false, AmountCents: 1_000 });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const expected = refundAmounts(money, { full: false, amountCents: 1_000 });
    expect(refunded.body.Plan.RebackMoney).toBe(expected.totalCents);

    expect(await caseRefundsOf(t, order)).toEqual([expect.objectContaining({ status: 'pending', amountCents: expected.totalCents })]);
    const [row] = await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
    expect(row).toMatchObject({ orderStatus: 4, closedAt: null });
    expect(await bookOf(order, 'refunded')).toEqual([
      { account: 'proceeds', amountCents: -1_000, memberId: order.seller.memberId },
      { account: 'tax', amountCents: -expected.refundTaxCents, memberId: null },
    ]);
    const totals = await expectLedgerBalanced(t.database.db);
    // The seller keeps the item and postage not refunded; Holo still pays the coupon.
    expect(totals.proceeds).toBe(money.itemCents + money.postageCents - 1_000);
    expect(totals.promotions).toBe(-500);
    expect(totals.escrow).toBe(0);

    // Once: a second refund of the same payment is refused.
    const twice = await staff.client.post(`/api/staff/cases/${opened.ID}/decide`, { Decision: 'refund', Full: true });
    expect(twice.status).toBe(409);
    expect(await deliverSandboxRefunds(t)).toBe(1);
    await expectLedgerBalanced(t.database.db);
  });
});
