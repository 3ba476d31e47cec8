/** Case notifications (SendType 9): each case event becomes one notice for the member it names, once, however many consumers run. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedReference } from '../testing/trade-helpers';
import { shippedOrder } from '../testing/shipped-order';
import { openCaseOk } from '../testing/case-fixtures';
import { runOnce } from './case-notifications';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

describe('case notifications', () => {
  it('tells the seller of a new case and the buyer of the answer, each once, opening the order (SendType 9)', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    expect((await order.seller.client.post(`/api/cases/${opened.ID}/messages`, { Title: 'Sent on time' })).status).toBe(200);
    const [a, b] = await Promise.all([runOnce(t.app.ctx), runOnce(t.app.ctx)]);
    expect(a + b).toBe(2);
    expect(await runOnce(t.app.ctx)).toBe(0);
    const rows = await t.database.db.select().from(notifications);
    const safeguard = rows.filter((r) => r.sendType === 9);
    expect(safeguard.map((r) => [r.memberId, r.relationId]).sort()).toEqual([[order.buyer.memberId, order.id], [order.seller.memberId, order.id]].sort());
    const toSeller = safeguard.find((r) => r.memberId === order.seller.memberId)!;
    expect(toSeller.title).toContain('opened a case');
    expect([toSeller.sellerSide, toSeller.link]).toEqual([true, `/seller/cases/order/${order.id}`]);
    expect(safeguard.find((r) => r.memberId === order.buyer.memberId)!.sellerSide).toBe(false);
  });
});
