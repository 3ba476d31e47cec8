/**
 * The cases sweeper (docs/decisions.md "Buyer protection"): an idle case closes after 30 days, a
 * return not sent in 7 days closes the case, a return not confirmed in 14 days refunds the buyer in
 * full; each exactly once however many sweepers run.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases, paymentRefunds } from '../db/schema';
import { startSecondNode, startTestApp, type TestApp } from '../testing/test-app';
import { seedReference } from '../testing/trade-helpers';
import { DAY_MS, shippedOrder, signInAgain } from '../testing/shipped-order';
import { openCaseOk } from '../testing/case-fixtures';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { runOnce } from './case-deadlines';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const stateOf = async (id: number) => (await t.database.db.select().from(cases).where(eq(cases.id, id)))[0]!.state;
const address = { Consignee: 'Seller', Mobile: '2125550100', Nation: 'US', Provice: 'NY', City: 'New York', ZipCode: '10004', Address: '1 Broadway' };

describe('case deadlines', () => {
  it('closes a case nobody moved for 30 days, not a moment before; a message starts the 30 days again', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    t.clock.advance(10 * DAY_MS);
    await signInAgain(t, order.seller);
    expect((await order.seller.client.post(`/api/cases/${opened.ID}/messages`, { Title: 'Checking' })).status).toBe(200);
    t.clock.advance(30 * DAY_MS - 1);
    expect(await runOnce(t.app.ctx)).toEqual({ closed: 0, refunded: 0, failed: 0 });
    t.clock.advance(1);
    const [a, b] = await Promise.all([runOnce(t.app.ctx), runOnce(t.app.ctx)]);
    expect(a.closed + b.closed).toBe(1);
    expect(await stateOf(opened.ID)).toBe('closed');
    expect(await runOnce(t.app.ctx)).toEqual({ closed: 0, refunded: 0, failed: 0 });
  });

  it('closes a case whose return was not sent in 7 days', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    expect((await order.seller.client.post(`/api/seller/cases/${opened.ID}/return`, address)).status).toBe(200);
    t.clock.advance(7 * DAY_MS - 1);
    expect((await runOnce(t.app.ctx)).closed).toBe(0);
    t.clock.advance(1);
    expect((await runOnce(t.app.ctx)).closed).toBe(1);
    expect(await stateOf(opened.ID)).toBe('closed');
  });

  it('refunds the buyer in full when the seller does not confirm the return in 14 days, once under two sweepers', async () => {
    const order = await shippedOrder(t, 'store_order');
    const opened = await openCaseOk(order);
    expect((await order.seller.client.post(`/api/seller/cases/${opened.ID}/return`, address)).status).toBe(200);
    t.clock.advance(2 * DAY_MS);
    expect((await order.buyer.client.post(`/api/cases/${opened.ID}/return-shipping`, { SendExpress: 'UPS', SendExpressCode: '1ZRETURN0002' })).status).toBe(200);
    t.clock.advance(14 * DAY_MS - 1);
    expect((await runOnce(t.app.ctx)).refunded).toBe(0);
    t.clock.advance(1);
    const second = await startSecondNode(t);
    const [a, b] = await Promise.all([runOnce(t.app.ctx), runOnce(second.app.ctx)]).finally(() => second.close());
    expect(a.refunded + b.refunded).toBe(1);
    expect(a.failed + b.failed).toBe(0);
    expect(['refund_pending', 'refunded']).toContain(await stateOf(opened.ID));
    expect(await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.reason, 'case'))).toHaveLength(1);
    expect((await runOnce(t.app.ctx)).refunded).toBe(0);
    await expectLedgerBalanced(t.database.db);
  });
});
