/**
 * US tax refunds (spec 3 "Tax application", issue 31): who may use them, the order picker, each
 * refusal of a new application, the once-a-week rule, a double click, and the tax desk's decisions
 * (CHP credited once, orders freed on rejection, two staff at once).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, staffActions, taxRefundApplications, taxRefundOrders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, ledgerOf, seedReference } from '../testing/trade-helpers';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { paidMarketplaceOrder } from '../testing/shipped-order';
import { storedImage } from '../testing/case-fixtures';
import { applicationBody, createTaxStaff, taxedOrder, taxedWarehouseOrder, taxProofImage, taxSeller } from '../testing/tax-refund-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const DAY = 86_400_000;

async function memberWithOrders(count = 2) {
  const from = await taxSeller(t);
  const buyer = await createTrader(t);
  const orderIds: number[] = [];
  for (let i = 0; i < count; i += 1) orderIds.push(await taxedOrder(t, buyer.memberId, from, { daysAgo: 10 - i, taxCents: 400 + i * 100 }));
  return { buyer, from, orderIds, proof: await taxProofImage(t, buyer.memberId) };
}

async function applyOk(buyer: Awaited<ReturnType<typeof createTrader>>, body: Record<string, unknown>) {
  const answer = await buyer.client.post('/api/tax-refunds', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { Id: number; ForecastDrawBackAmount: number };
}

describe('who may use tax refunds', () => {
  it('refuses a visitor (401), a member outside the US (403 TAX_REFUND_US_ONLY) and a member without the tax desk on staff routes (403)', async () => {
    const visitor = t.client();
    for (const path of ['/api/tax-refunds', '/api/tax-refunds/orders?BusinessType=3', '/api/tax-refunds/1', '/api/staff/tax-refunds']) {
      expect((await visitor.get(path)).status).toBe(401);
    }
    expect((await visitor.post('/api/tax-refunds', {})).status).toBe(401);
    const macao = await createTrader(t, { memberSource: 'MO' });
    for (const path of ['/api/tax-refunds', '/api/tax-refunds/orders?BusinessType=3', '/api/tax-refunds/1']) {
      const refused = await macao.client.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('TAX_REFUND_US_ONLY');
    }
    const posted = await macao.client.post('/api/tax-refunds', applicationBody([1], 1));
    expect(posted.body.error.code).toBe('TAX_REFUND_US_ONLY');
    const member = await createTrader(t);
    expect((await member.client.get('/api/staff/tax-refunds')).status).toBe(403);
    expect((await member.client.post('/api/staff/tax-refunds/1/approve', { Amount: 100 })).status).toBe(403);
    expect((await member.client.post('/api/staff/tax-refunds/1/reject', { Reason: 'No' })).status).toBe(403);
  });

  it('answers bad input with 400 and the code', async () => {
    const member = await createTrader(t);
    expect((await member.client.get('/api/tax-refunds?PageSize=61')).status).toBe(400);
    expect((await member.client.get('/api/tax-refunds/orders?BusinessType=3&PageSize=21')).status).toBe(400);
    expect((await member.client.get('/api/tax-refunds/orders?BusinessType=1')).body.error.code).toBe('TAX_REFUND_TYPE_INVALID');
    const cases: [Record<string, unknown>, string][] = [
      [{ RealName: ' ' }, 'TAX_REFUND_NAME_REQUIRED'],
      [{ RealName: 'x'.repeat(61) }, 'TAX_REFUND_NAME_TOO_LONG'],
      [{ CompanyName: 'x'.repeat(101) }, 'TAX_REFUND_COMPANY_TOO_LONG'],
      [{ Note: 'x'.repeat(31) }, 'TAX_REFUND_NOTE_TOO_LONG'],
      [{ OrderIds: [] }, 'TAX_REFUND_ORDERS_REQUIRED'],
    ];
    for (const [change, code] of cases) {
      const refused = await member.client.post('/api/tax-refunds', applicationBody([1], 1, change));
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe(code);
    }
    expect((await member.client.get('/api/tax-refunds/abc')).status).toBe(400);
    const staff = await createTaxStaff(t);
    expect((await staff.client.post('/api/staff/tax-refunds/1/approve', { Amount: 0 })).body.error.code).toBe('TAX_REFUND_AMOUNT_INVALID');
    expect((await staff.client.post('/api/staff/tax-refunds/1/reject', { Reason: 'x'.repeat(301) })).body.error.code).toBe('TAX_REFUND_REASON_TOO_LONG');
  });
});

describe('the order picker', () => {
  it('lists only the member’s own paid, open, taxed, unclaimed domestic orders of the last 60 days, newest first, 20 a page', async () => {
    const from = await taxSeller(t);
    const buyer = await createTrader(t);
    const other = await createTrader(t);
    const good = [await taxedOrder(t, buyer.memberId, from, { daysAgo: 59 }), await taxedOrder(t, buyer.memberId, from, { daysAgo: 2 })];
    await taxedOrder(t, buyer.memberId, from, { daysAgo: 61 });
    await taxedOrder(t, buyer.memberId, from, { paid: false });
    await taxedOrder(t, buyer.memberId, from, { status: 6 });
    await taxedOrder(t, buyer.memberId, from, { taxCents: 0 });
    await taxedOrder(t, buyer.memberId, from, { businessType: 2 });
    await taxedOrder(t, other.memberId, from);
    const page = await buyer.client.get('/api/tax-refunds/orders?BusinessType=3');
    expect(page.status).toBe(200);
    expect(page.body.Count).toBe(2);
    expect(page.body.Data.map((o: { Id: number }) => o.Id)).toEqual([good[1], good[0]]);
    expect(page.body.Data[0]).toMatchObject({ Kind: 'order', TaxPriceUsd: 450, RealTotalPrice: 5_450, Details: [{ Title: 'Taxed card' }] });
    const second = await buyer.client.get('/api/tax-refunds/orders?BusinessType=3&PageIndex=2&PageSize=1');
    expect(second.body.Data.map((o: { Id: number }) => o.Id)).toEqual([good[0]]);
  });

  it('lists warehouse orders with tax paid for cross-border claims (type 2)', async () => {
    const from = await taxSeller(t);
    const buyer = await createTrader(t);
    const crossRegion = await taxedOrder(t, buyer.memberId, from, { businessType: 2, taxCents: 0 });
    const forwarded = await taxedWarehouseOrder(t, buyer.memberId, { commodityId: from.commodityId, orderId: crossRegion });
    const page = await buyer.client.get('/api/tax-refunds/orders?BusinessType=2');
    expect(page.body).toMatchObject({ Count: 1, Data: [{ Id: forwarded, Kind: 'warehouse_order', TaxPriceUsd: 820, Details: [{ Title: 'Forwarded card' }] }] });
    const applied = await applyOk(buyer, applicationBody([forwarded], await taxProofImage(t, buyer.memberId), { BusinessType: 2 }));
    expect(applied.ForecastDrawBackAmount).toBe(820);
  });
});

describe('a new application', () => {
  it('claims the orders with the sum of their tax as the forecast, due in 15 days, and shows in the list and the detail', async () => {
    const { buyer, orderIds, proof } = await memberWithOrders();
    const applied = await applyOk(buyer, applicationBody(orderIds, proof));
    expect(applied).toMatchObject({ RefundTaxState: 1, ForecastDrawBackAmount: 900, RealDrawBackAmount: null, RealName: 'Ann Lee', BusinessType: 3 });
    const list = await buyer.client.get('/api/tax-refunds');
    expect(list.body.Count).toBe(1);
    expect(list.body.NextApplicationAt).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
    const detail = await buyer.client.get(`/api/tax-refunds/${applied.Id}`);
    expect(detail.body.DueDate).toBe(new Date(t.clock.now().getTime() + 15 * DAY).toISOString());
    expect(detail.body.OrderList.map((o: { Id: number }) => o.Id).sort()).toEqual([...orderIds].sort());
    expect(detail.body.Proves).toEqual([{ Type: 1, Url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/) }]);
    const picker = await buyer.client.get('/api/tax-refunds/orders?BusinessType=3');
    expect(picker.body.Count).toBe(0);
    const stranger = await createTrader(t);
    const hidden = await stranger.client.get(`/api/tax-refunds/${applied.Id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('TAX_REFUND_NOT_FOUND');
  });

  it('refuses another member’s order (400), an order older than 60 days (400), an unpaid one (400) and a proof that is not the member’s tax upload (400)', async () => {
    const { buyer, from, orderIds, proof } = await memberWithOrders(1);
    const other = await createTrader(t);
    const theirs = await taxedOrder(t, other.memberId, from);
    const old = await taxedOrder(t, buyer.memberId, from, { daysAgo: 61 });
    const unpaid = await taxedOrder(t, buyer.memberId, from, { paid: false });
    const refusals: [number[], string][] = [
      [[orderIds[0]!, theirs], 'TAX_REFUND_ORDER_NOT_YOURS'],
      [[99_999], 'TAX_REFUND_ORDER_NOT_YOURS'],
      [[old], 'TAX_REFUND_ORDER_TOO_OLD'],
      [[unpaid], 'TAX_REFUND_ORDER_NOT_ELIGIBLE'],
    ];
    for (const [ids, code] of refusals) {
      const refused = await buyer.client.post('/api/tax-refunds', applicationBody(ids, proof));
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe(code);
    }
    // Another member's tax picture, and the member's own picture uploaded for a case.
    for (const wrongProof of [await taxProofImage(t, other.memberId), await storedImage(t, buyer.memberId, 'case')]) {
      const refused = await buyer.client.post('/api/tax-refunds', applicationBody(orderIds, wrongProof));
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('TAX_REFUND_PROOF_NOT_FOUND');
    }
    expect(await t.database.db.select().from(taxRefundApplications)).toEqual([]);
  });

  it('allows one application a week (409), not counting a rejected one, and refuses an order another live application holds (409)', async () => {
    const { buyer, from, orderIds, proof } = await memberWithOrders(1);
    const first = await applyOk(buyer, applicationBody(orderIds, proof));
    const another = await taxedOrder(t, buyer.memberId, from);
    const weekly = await buyer.client.post('/api/tax-refunds', applicationBody([another], proof));
    expect(weekly.status).toBe(409);
    expect(weekly.body.error.code).toBe('TAX_REFUND_WEEKLY_LIMIT');
    // A week later (written back rather than the clock moved, which would end the sessions).
    await t.database.db.update(taxRefundApplications).set({ createdAt: new Date(t.clock.now().getTime() - 7 * DAY - 1) }).where(eq(taxRefundApplications.id, first.Id));
    const claimed = await buyer.client.post('/api/tax-refunds', applicationBody([orderIds[0]!, another], proof));
    expect(claimed.status).toBe(409);
    expect(claimed.body.error.code).toBe('TAX_REFUND_ORDER_CLAIMED');
    const second = await applyOk(buyer, applicationBody([another], proof));
    const staff = await createTaxStaff(t);
    expect((await staff.client.post(`/api/staff/tax-refunds/${second.Id}/reject`, { Reason: 'The receipt is unreadable' })).status).toBe(200);
    // Rejected: its order is free and the week starts over from the first application.
    const third = await applyOk(buyer, applicationBody([another], proof, { Note: 'Clear copy' }));
    expect(third.Id).not.toBe(second.Id);
    expect(first.Id).toBeLessThan(third.Id);
  });

  it('makes one application of a double click: the same request twice at once answers the same application', async () => {
    const { buyer, orderIds, proof } = await memberWithOrders();
    const body = applicationBody(orderIds, proof);
    const answers = await Promise.all([buyer.client.post('/api/tax-refunds', body), buyer.client.post('/api/tax-refunds', body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.Id).toBe(answers[1]!.body.Id);
    expect(await t.database.db.select().from(taxRefundApplications)).toHaveLength(1);
    expect(await t.database.db.select().from(taxRefundOrders)).toHaveLength(2);
  });

  it('makes one of two different applications sent at once (the other 409)', async () => {
    const { buyer, orderIds, proof } = await memberWithOrders();
    const answers = await Promise.all([
      buyer.client.post('/api/tax-refunds', applicationBody([orderIds[0]!], proof)),
      buyer.client.post('/api/tax-refunds', applicationBody([orderIds[1]!], proof)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(taxRefundApplications)).toHaveLength(1);
  });
});

describe('the tax desk', () => {
  it('lists processing applications oldest due first with the member, and approves one: CHP credited once, recorded, told, the book balanced', async () => {
    const paid = await paidMarketplaceOrder(t);
    const buyer = paid.buyer;
    const proof = await taxProofImage(t, buyer.memberId);
    const applied = await applyOk(buyer, applicationBody([paid.id], proof));
    const later = await memberWithOrders(1);
    t.clock.advance(60_000);
    await applyOk(later.buyer, applicationBody(later.orderIds, later.proof));
    const staff = await createTaxStaff(t);
    const list = await staff.client.get('/api/staff/tax-refunds?state=1');
    expect(list.status).toBe(200);
    expect(list.body.Data.map((a: { Id: number }) => a.Id)[0]).toBe(applied.Id);
    expect(list.body.Data[0]).toMatchObject({ MemberId: buyer.memberId, MemberName: buyer.nickname, OrderList: [{ Id: paid.id }], Proves: [{ Type: 1 }] });

    const before = await ledgerOf(t, buyer.memberId);
    const tooMuch = await staff.client.post(`/api/staff/tax-refunds/${applied.Id}/approve`, { Amount: applied.ForecastDrawBackAmount + 1 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.code).toBe('TAX_REFUND_AMOUNT_INVALID');
    const amount = applied.ForecastDrawBackAmount - 1;
    const approved = await staff.client.post(`/api/staff/tax-refunds/${applied.Id}/approve`, { Amount: amount });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ RefundTaxState: 2, RealDrawBackAmount: amount });
    const after = await ledgerOf(t, buyer.memberId);
    expect(after.balance - before.balance).toBe(amount);
    for (const path of ['approve', 'reject']) {
      const again = await staff.client.post(`/api/staff/tax-refunds/${applied.Id}/${path}`, path === 'approve' ? { Amount: 1 } : { Reason: 'Late' });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('TAX_REFUND_DECIDED');
    }
    expect((await ledgerOf(t, buyer.memberId)).balance).toBe(after.balance);
    const actions = await t.database.db.select().from(staffActions).where(eq(staffActions.subject, `tax_refund:${applied.Id}`));
    expect(actions).toMatchObject([{ staffMemberId: staff.memberId, desk: 'tax', action: 'tax_refund.approve' }]);
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.memberId, buyer.memberId), eq(notifications.relationId, applied.Id)));
    expect(told).toMatchObject([{ sendType: 1, link: '/myholo/taxrefund' }]);
    await expectLedgerBalanced(t.database.db);
  });

  it('lets one of two staff deciding at once win; the other gets 409 and the CHP is credited once', async () => {
    const { buyer, orderIds, proof } = await memberWithOrders();
    const applied = await applyOk(buyer, applicationBody(orderIds, proof));
    const [one, two] = [await createTaxStaff(t), await createTaxStaff(t)];
    const before = await ledgerOf(t, buyer.memberId);
    const answers = await Promise.all([
      one.client.post(`/api/staff/tax-refunds/${applied.Id}/approve`, { Amount: 900 }),
      two.client.post(`/api/staff/tax-refunds/${applied.Id}/approve`, { Amount: 900 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await ledgerOf(t, buyer.memberId)).balance - before.balance).toBe(900);
    expect(await t.database.db.select().from(staffActions)).toHaveLength(1);
  });

  it('rejects with the reason: state 3, the orders free again, the member told; 404 for no such application', async () => {
    const { buyer, orderIds, proof } = await memberWithOrders();
    const applied = await applyOk(buyer, applicationBody(orderIds, proof));
    const staff = await createTaxStaff(t);
    expect((await staff.client.post('/api/staff/tax-refunds/99999/reject', { Reason: 'No' })).status).toBe(404);
    const rejected = await staff.client.post(`/api/staff/tax-refunds/${applied.Id}/reject`, { Reason: 'The proof does not show the tax' });
    expect(rejected.body).toMatchObject({ RefundTaxState: 3, Remarks: 'The proof does not show the tax' });
    expect((await buyer.client.get('/api/tax-refunds/orders?BusinessType=3')).body.Count).toBe(2);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.memberId, buyer.memberId));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('The proof does not show the tax');
    expect((await staff.client.get('/api/staff/tax-refunds?state=3')).body.Data).toHaveLength(1);
  });
});
