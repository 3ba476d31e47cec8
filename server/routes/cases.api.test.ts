/**
 * Buyer protection cases (issue 28; docs/decisions.md "Buyer protection"): opening, the thread for
 * each side, revoke, re-open, appeal, escalate after 3 days, the seller's return and refund, the
 * staff's decisions, and the order held while a case is active.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cases, orders, outbox, shipments, staffActions } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { DAY_MS, paidMarketplaceOrder, shippedOrder, signInAgain } from '../testing/shipped-order';
import { createStaff, openCaseOk, orderPath, storedImage } from '../testing/case-fixtures';
import { runOnce as finishDue } from '../jobs/finish-due-orders';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const caseRow = async (id: number) => (await t.database.db.select().from(cases).where(eq(cases.id, id)))[0]!;
const kindsFor = async (kind: string) => (await t.database.db.select().from(outbox).where(eq(outbox.kind, kind))).map((r) => r.payload as { memberId: number });

describe('opening a case', () => {
  it('lets the buyer open one on a paid order, with photos, once; tells the seller', async () => {
    for (const kind of ['order', 'store_order'] as const) {
      const order = await paidMarketplaceOrderOf(kind);
      const photos = [await storedImage(t, order.buyer.memberId), await storedImage(t, order.buyer.memberId)];
      const opened = await openCaseOk(order, { Images: photos });
      expect(opened).toMatchObject({ State: 'open', SRType: 1, SRStatus: 1, SRBtnType: 1, Viewer: 'buyer' });
      expect(opened.objs).toHaveLength(1);
      expect(opened.objs[0]!.Images).toHaveLength(2);
      expect(opened.objs[0]!.Images[0]).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
      const twice = await order.buyer.client.post(`${orderPath(order)}/case`, { Reason: 'not_received', Title: 'Again' });
      expect(twice.status).toBe(409);
      expect(twice.body.error.code).toBe('CASE_EXISTS');
      expect((await kindsFor('case.opened')).filter((p) => p.memberId === order.seller.memberId)).toHaveLength(1);
    }
  });

  it('refuses a visitor (401), the seller and another member (404), bad input (400)', async () => {
    const order = await paidMarketplaceOrder(t);
    const other = await createTrader(t);
    const path = `${orderPath(order)}/case`;
    expect((await t.client().post(path, { Reason: 'not_received', Title: 'x' })).status).toBe(401);
    for (const who of [order.seller, other]) {
      const refused = await who.client.post(path, { Reason: 'not_received', Title: 'x' });
      expect(refused.status).toBe(404);
    }
    const long = await order.buyer.client.post(path, { Reason: 'not_received', Title: 'x'.repeat(151) });
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('CASE_TEXT_TOO_LONG');
    const fourIds = await Promise.all([1, 2, 3, 4].map(() => storedImage(t, order.buyer.memberId)));
    const four = await order.buyer.client.post(path, { Reason: 'not_received', Title: 'x', Images: fourIds });
    expect(four.status).toBe(400);
    expect(four.body.error.code).toBe('TOO_MANY_IMAGES');
    const theirs = await storedImage(t, other.memberId);
    const foreign = await order.buyer.client.post(path, { Reason: 'not_received', Title: 'x', Images: [theirs] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('IMAGE_NOT_FOUND');
    const reason = await order.buyer.client.post(path, { Reason: 'changed_mind', Title: 'x' });
    expect(reason.status).toBe(400);
    expect(await t.database.db.select().from(cases)).toHaveLength(0);
  });

  it('refuses an unpaid, a finished and a closed order (409 CASE_NOT_ALLOWED)', async () => {
    const shipped = await shippedOrder(t, 'order');
    expect((await shipped.buyer.client.post(`${orderPath(shipped)}/receive`)).status).toBe(200);
    const finished = await shipped.buyer.client.post(`${orderPath(shipped)}/case`, { Reason: 'not_as_described', Title: 'Damaged' });
    expect(finished.status).toBe(409);
    expect(finished.body.error.code).toBe('CASE_NOT_ALLOWED');
    for (const status of [1, 6]) {
      const order = await paidMarketplaceOrder(t);
      await t.database.db.update(orders).set({ orderStatus: status }).where(eq(orders.id, order.id));
      const refused = await order.buyer.client.post(`${orderPath(order)}/case`, { Reason: 'not_received', Title: 'x' });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CASE_NOT_ALLOWED');
    }
  });
});

async function paidMarketplaceOrderOf(kind: 'order' | 'store_order') {
  return shippedOrder(t, kind);
}

describe('the thread', () => {
  it('shows the case to the buyer, the seller and cases staff, newest last, and to nobody else', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    const staff = await createStaff(t);
    const other = await createTrader(t);
    const sellerPhoto = await storedImage(t, order.seller.memberId);
    const answer = await order.seller.client.post(`/api/cases/${opened.ID}/messages`, { Title: 'Sent it on time', Images: [sellerPhoto] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await staff.client.post(`/api/staff/cases/${opened.ID}/messages`, { Title: 'We are looking' })).status).toBe(200);
    const staffOnMemberRoute = await staff.client.post(`/api/cases/${opened.ID}/messages`, { Title: 'x' });
    expect(staffOnMemberRoute.status).toBe(404);

    for (const [who, viewer] of [[order.buyer, 'buyer'], [order.seller, 'seller'], [staff, 'staff']] as const) {
      const read = await who.client.get(`${orderPath(order)}/case`);
      expect(read.status).toBe(200);
      expect(read.body.Viewer).toBe(viewer);
      expect(read.body.objs.map((m: { Role: string }) => m.Role)).toEqual(['buyer', 'seller', 'staff']);
      expect(read.body.objs[1].SRUserName).toBe(order.seller.nickname);
      expect(read.body.objs[1].Images).toHaveLength(1);
      expect(read.body.objs[2]).toMatchObject({ SRUserName: 'Holo', SRUserID: 0 });
    }
    expect((await other.client.get(`${orderPath(order)}/case`)).status).toBe(404);
    expect((await t.client().get(`${orderPath(order)}/case`)).status).toBe(401);
    expect((await other.client.post(`/api/cases/${opened.ID}/messages`, { Title: 'x' })).status).toBe(404);
    const foreignPhoto = await order.seller.client.post(`/api/cases/${opened.ID}/messages`, { Title: 'x', Images: [await storedImage(t, other.memberId)] });
    expect(foreignPhoto.status).toBe(400);
    // The buyer heard of the seller's message, the seller of nothing they wrote.
    expect((await kindsFor('case.message')).map((p) => p.memberId).filter((id) => id === order.buyer.memberId).length).toBe(2);
  });
});

describe('the buyer moves the case', () => {
  it('revokes once (then 409), re-opens once, and cannot write in a revoked case', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    const revoked = await order.buyer.client.post(`/api/cases/${opened.ID}/revoke`);
    expect(revoked.body).toMatchObject({ State: 'revoked', SRType: 3, SRStatus: 3, SRBtnType: 2 });
    const twice = await order.buyer.client.post(`/api/cases/${opened.ID}/revoke`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('CASE_NOT_REVOCABLE');
    expect((await order.buyer.client.post(`/api/cases/${opened.ID}/messages`, { Title: 'x' })).body.error.code).toBe('CASE_CLOSED');
    expect((await order.seller.client.post(`/api/cases/${opened.ID}/reopen`)).status).toBe(404);
    const reopened = await order.buyer.client.post(`/api/cases/${opened.ID}/reopen`);
    expect(reopened.body).toMatchObject({ State: 'open', SRBtnType: 1 });
    await order.buyer.client.post(`/api/cases/${opened.ID}/revoke`);
    const again = await order.buyer.client.post(`/api/cases/${opened.ID}/reopen`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CASE_NOT_REOPENABLE');
    expect((await order.buyer.client.get(`${orderPath(order)}/case`)).body.SRBtnType).toBe(0);
  });

  it('escalates only 3 days after opening; staff close it; the buyer appeals once', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    t.clock.advance(3 * DAY_MS - 1);
    const early = await order.buyer.client.post(`/api/cases/${opened.ID}/escalate`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('CASE_NOT_ESCALABLE');
    t.clock.advance(1);
    const escalated = await order.buyer.client.post(`/api/cases/${opened.ID}/escalate`);
    expect(escalated.body).toMatchObject({ State: 'escalated', SRBtnType: 4 });

    const staff = await createStaff(t);
    const listed = await staff.client.get('/api/staff/cases');
    expect(listed.body.data.map((c: { ID: number }) => c.ID)).toEqual([opened.ID]);
    const closed = await staff.client.post(`/api/staff/cases/${opened.ID}/decide`, { Decision: 'close', Note: 'The tracking shows delivery' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ State: 'closed', SRType: 2, SRStatus: 3, SRBtnType: 3 });
    const [action] = await t.database.db.select().from(staffActions);
    expect(action).toMatchObject({ staffMemberId: staff.memberId, desk: 'cases', action: 'case.close', subject: `case:${opened.ID}`, createdAt: t.clock.now() });

    const appealed = await order.buyer.client.post(`/api/cases/${opened.ID}/appeal`);
    expect(appealed.body).toMatchObject({ State: 'escalated' });
    await staff.client.post(`/api/staff/cases/${opened.ID}/decide`, { Decision: 'close' });
    const twice = await order.buyer.client.post(`/api/cases/${opened.ID}/appeal`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('CASE_NOT_APPEALABLE');
    expect(await kindsFor('case.decided')).not.toHaveLength(0);
  });
});

describe('staff routes', () => {
  it('refuse a visitor (401) and a member without the desk (403)', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    expect((await t.client().get('/api/staff/cases')).status).toBe(401);
    for (const who of [order.buyer, order.seller]) {
      expect((await who.client.get('/api/staff/cases')).status).toBe(403);
      expect((await who.client.post(`/api/staff/cases/${opened.ID}/decide`, { Decision: 'close' })).status).toBe(403);
      expect((await who.client.post(`/api/staff/cases/${opened.ID}/messages`, { Title: 'x' })).status).toBe(403);
    }
    const staff = await createStaff(t);
    const bad = await staff.client.post(`/api/staff/cases/${opened.ID}/decide`, { Decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('CASE_DECISION_INVALID');
    expect((await staff.client.post(`/api/staff/cases/${opened.ID + 100}/decide`, { Decision: 'close' })).status).toBe(404);
  });
});

describe('the order while a case is active', () => {
  it('cannot be confirmed received (409 CASE_OPEN) and is not finished by the sweeper; after a revoke it finishes 3 days later', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    const confirm = await order.buyer.client.post(`${orderPath(order)}/receive`);
    expect(confirm.status).toBe(409);
    expect(confirm.body.error.code).toBe('CASE_OPEN');
    t.clock.advance(31 * DAY_MS);
    await signInAgain(t, order.buyer);
    expect((await finishDue(t.app.ctx)).orders).toBe(0);
    // The idle case closed by now would be the deadlines sweeper's; the buyer revokes instead.
    await t.database.db.update(cases).set({ dueAt: null }).where(eq(cases.id, opened.ID));
    expect((await order.buyer.client.post(`/api/cases/${opened.ID}/revoke`)).status).toBe(200);
    const [shipment] = await t.database.db.select().from(shipments).where(and(eq(shipments.orderKind, 'order'), eq(shipments.orderId, order.id)));
    expect(shipment!.finishDueAt).toEqual(new Date(t.clock.now().getTime() + 3 * DAY_MS));
    expect((await finishDue(t.app.ctx)).orders).toBe(0);
    t.clock.advance(3 * DAY_MS);
    expect((await finishDue(t.app.ctx)).orders).toBe(1);
    await expectLedgerBalanced(t.database.db);
  });
});

describe('a return', () => {
  it('seller asks for it, buyer ships it back, seller confirms: the buyer is refunded in full', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order, { Reason: 'not_as_described' });
    const address = { Consignee: 'Seller', Mobile: '2125550100', Nation: 'US', Provice: 'NY', City: 'New York', ZipCode: '10004', Address: '1 Broadway' };
    expect((await order.buyer.client.post(`/api/seller/cases/${opened.ID}/return`, address)).status).toBe(404);
    const asked = await order.seller.client.post(`/api/seller/cases/${opened.ID}/return`, address);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ State: 'return_shipping', SRBtnType: 8, Plan: { PlanSRResultStatus: 8, SellMemberAddress: address } });
    const early = await order.seller.client.post(`/api/seller/cases/${opened.ID}/confirm-return`);
    expect(early.status).toBe(409);
    const badCarrier = await order.buyer.client.post(`/api/cases/${opened.ID}/return-shipping`, { SendExpress: 'POST', SendExpressCode: '1ZRET1' });
    expect(badCarrier.status).toBe(400);
    const shipped = await order.buyer.client.post(`/api/cases/${opened.ID}/return-shipping`, { SendExpress: 'UPS', SendExpressCode: '1ZRETURN0001' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.Plan).toMatchObject({ SendExpress: 'UPS', SendExpressCode: '1ZRETURN0001' });
    expect((await caseRow(opened.ID)).dueAt).toEqual(new Date(t.clock.now().getTime() + 14 * DAY_MS));
    const tracking = await order.seller.client.get(`${orderPath(order)}/case/return-tracking`);
    expect(tracking.status, JSON.stringify(tracking.body)).toBe(200);
    expect(tracking.body.LogisticCode).toBe('1ZRETURN0001');

    const listed = await order.seller.client.get('/api/seller/cases');
    expect(listed.body.data[0]).toMatchObject({ ID: opened.ID, State: 'return_shipping' });
    const confirmed = await order.seller.client.post(`/api/seller/cases/${opened.ID}/confirm-return`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(['refund_pending', 'refunded']).toContain(confirmed.body.State);
    expect(confirmed.body.Plan.RebackMoney).toBe(order.totalCents);
    const again = await order.seller.client.post(`/api/seller/cases/${opened.ID}/confirm-return`);
    expect(again.status).toBe(409);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ orderStatus: 6, closeReason: 'refunded' });
    expect((await kindsFor('case.refunded')).map((p) => p.memberId)).toEqual([order.buyer.memberId]);
    await expectLedgerBalanced(t.database.db);
  });

  it('staff decide a return: the seller must give the address (PlanSR 7); staff refunds are recorded', async () => {
    const order = await shippedOrder(t, 'store_order');
    const opened = await openCaseOk(order);
    const staff = await createStaff(t);
    const decided = await staff.client.post(`/api/staff/cases/${opened.ID}/decide`, { Decision: 'return' });
    expect(decided.body).toMatchObject({ State: 'return_address', SRBtnType: 7, Plan: { PlanSRResultStatus: 7 } });
    const other = await shippedOrder(t, 'order');
    const second = await openCaseOk(other);
    const refunded = await staff.client.post(`/api/staff/cases/${second.ID}/decide`, { Decision: 'refund', Full: false, AmountCents: 5_000 });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.Plan.RefundMoney + refunded.body.Plan.RefundPostage).toBe(5_000);
    const actions = await t.database.db.select().from(staffActions).orderBy(staffActions.id);
    expect(actions.map((a) => a.action)).toEqual(['case.return', 'case.refund']);
    await expectLedgerBalanced(t.database.db);
  });
});

describe('the Dispute tab of the purchases', () => {
  it('lists the buyer’s orders with a case, by sr, with SRType on each row and the tab count', async () => {
    const buyer = await createTrader(t);
    const disputing = await shippedOrder(t, 'order', { buyer });
    const revoked = await shippedOrder(t, 'order', { buyer });
    await shippedOrder(t, 'order', { buyer });
    await openCaseOk(disputing);
    const second = await openCaseOk(revoked);
    await buyer.client.post(`/api/cases/${second.ID}/revoke`);
    const ids = async (query: string) => {
      const page = await buyer.client.get(`/api/me/orders?type=4${query}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return { ids: page.body.data.map((o: { Id?: number; ID?: number; OrderId?: number; SRType: number }) => o.SRType), count: page.body.Counts[4] };
    };
    expect(await ids('')).toEqual({ ids: expect.arrayContaining([1, 3]), count: 2 });
    expect((await ids('&sr=0')).ids).toHaveLength(2);
    expect((await ids('&sr=1')).ids).toEqual([1]);
    expect((await ids('&sr=3')).ids).toEqual([3]);
    expect((await ids('&sr=2')).ids).toEqual([]);
    const shippedTab = await buyer.client.get('/api/me/orders?type=3');
    expect(shippedTab.body.data.map((o: { SRType: number }) => o.SRType).sort()).toEqual([0, 1, 3]);
  });
});

describe('seller routes', () => {
  it('refuse a visitor (401), the buyer and another member (404), bad input (400); a partial refund once (then 409)', async () => {
    const order = await shippedOrder(t, 'order');
    const opened = await openCaseOk(order);
    const other = await createTrader(t);
    const refundPath = `/api/seller/cases/${opened.ID}/refund`;
    expect((await t.client().post(refundPath, { Full: true })).status).toBe(401);
    expect((await t.client().get('/api/seller/cases')).status).toBe(401);
    for (const who of [order.buyer, other]) {
      const refused = await who.client.post(refundPath, { Full: true });
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('CASE_NOT_FOUND');
      expect((await who.client.post(`/api/seller/cases/${opened.ID}/confirm-return`)).status).toBe(404);
    }
    expect((await other.client.get('/api/seller/cases')).body.data).toEqual([]);
    expect((await order.seller.client.post(refundPath, { Full: true, AmountCents: -5 })).status).toBe(400);
    expect((await order.seller.client.post(refundPath, { Full: false })).status).toBe(400);
    expect((await order.seller.client.post(`/api/seller/cases/${opened.ID}/return`, { Consignee: '' })).status).toBe(400);
    expect((await order.seller.client.post('/api/seller/cases/abc/refund', { Full: true })).status).toBe(400);

    const [first, second] = await Promise.all([
      order.seller.client.post(refundPath, { Full: false, AmountCents: 2_000 }),
      order.seller.client.post(refundPath, { Full: false, AmountCents: 2_000 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const done = first.status === 200 ? first : second;
    expect(done.body.Plan.RefundMoney + done.body.Plan.RefundPostage).toBe(2_000);
    expect(done.body.Plan.RebackMoney).toBeGreaterThan(2_000);
    // A partial refund finishes the order: the seller keeps the rest.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.orderStatus).toBe(5);
    expect((await order.buyer.client.post(`/api/cases/${opened.ID}/revoke`)).status).toBe(409);
    await expectLedgerBalanced(t.database.db);
  });
});

describe('the buyer steps and the return tracking', () => {
  it('refuse a visitor (401), the seller and another member (404); no return parcel yet is 404', async () => {
    const order = await shippedOrder(t, 'store_order');
    const opened = await openCaseOk(order);
    const other = await createTrader(t);
    for (const step of ['revoke', 'reopen', 'appeal', 'escalate']) {
      expect((await t.client().post(`/api/cases/${opened.ID}/${step}`)).status).toBe(401);
      for (const who of [order.seller, other]) expect((await who.client.post(`/api/cases/${opened.ID}/${step}`)).status).toBe(404);
    }
    const parcel = { SendExpress: 'UPS', SendExpressCode: '1ZRETURN0003' };
    expect((await order.seller.client.post(`/api/cases/${opened.ID}/return-shipping`, parcel)).status).toBe(404);
    const early = await order.buyer.client.post(`/api/cases/${opened.ID}/return-shipping`, parcel);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('CASE_WRONG_STATE');
    const trackingPath = `${orderPath(order)}/case/return-tracking`;
    expect((await order.buyer.client.get(trackingPath)).status).toBe(404);
    expect((await other.client.get(trackingPath)).status).toBe(404);
    expect((await t.client().get(trackingPath)).status).toBe(401);
  });
});
