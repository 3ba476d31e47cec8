/** The demo buyer's tax refunds (demo-tax-refunds.ts): one refunded, one rejected, and orders left to claim right away. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedDemo, signInDemo } from '../../testing/demo-members';
import { expectLedgerBalanced } from '../../testing/ledger-balance';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
});
afterAll(async () => t?.close());

describe('demo tax refunds', () => {
  it('shows the demo buyer a refunded and a rejected application, with domestic orders still to claim', async () => {
    const buyer = await signInDemo(t, 'buyer');
    const list = await buyer.client.get('/api/tax-refunds');
    expect(list.status).toBe(200);
    expect(list.body.Data.map((a: { RefundTaxState: number }) => a.RefundTaxState)).toEqual([3, 2]);
    expect(list.body.Data[1].RealDrawBackAmount).toBeGreaterThan(0);
    expect(list.body.Data[0].Remarks).toMatch(/receipt/);
    expect(list.body.NextApplicationAt).toBeNull();
    const picker = await buyer.client.get('/api/tax-refunds/orders?BusinessType=3');
    expect(picker.body.Count).toBeGreaterThanOrEqual(3);
    const staff = await signInDemo(t, 'staff');
    expect((await staff.client.get('/api/staff/tax-refunds?state=2')).body.Data).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });
});
