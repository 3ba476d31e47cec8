/**
 * API test fixtures for forwarding (issue 31 part 4): a warehouse order waiting to be weighed
 * (status 4), written as the member's submit leaves it (one confirmed item of a paid cross-region
 * order, the destination copied from an address), with the reference data it is priced from (the
 * agencies, US states and weight bands, inserted if the database lacks them); a warehouse-desk
 * staff member; and weighing and paying it through the real calls.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { agencies, staffDesks, usStates, warehouseItems, warehouseOrders, weightBands } from '../db/schema';
import { agencyRows } from '../db/seed/agencies';
import { usStateRows } from '../db/seed/us-states';
import { weightBandRows } from '../db/seed/weight-bands';
import type { TestApp } from './test-app';
import type { PayCodeValue } from '../../src/domain/payment/payment-channel';
import { createTrader } from './trade-helpers';
import type { Trader } from './shipped-order';
import { taxedOrder, taxSeller } from './tax-refund-fixtures';
import { decideOnHostedPage, startPaymentOk } from './payment-helpers';

export interface ToWeighShape {
  member?: Trader;
  /** The warehouse (agencies.id); the Macao agency (4) unless told. */
  agencyId?: number;
  nation?: string;
  province?: string;
  itemPrices?: number[];
}

export async function ensureForwardingReference(t: TestApp): Promise<void> {
  const db = t.database.db;
  await db.insert(agencies).values(agencyRows()).onConflictDoNothing();
  await db.insert(usStates).values(usStateRows()).onConflictDoNothing();
  const [bands] = await db.select({ n: sql<number>`count(*)::int` }).from(weightBands);
  if (!bands?.n) await db.insert(weightBands).values(weightBandRows());
}

/** A US member (California) unless `member` is given, with a warehouse order in status 4. */
export async function orderToWeigh(t: TestApp, shape: ToWeighShape = {}): Promise<{ id: number; member: Trader }> {
  await ensureForwardingReference(t);
  const db = t.database.db;
  const member = shape.member ?? (await createTrader(t));
  const agencyId = shape.agencyId ?? 4;
  const from = await taxSeller(t);
  const [order] = await db
    .insert(warehouseOrders)
    .values({
      code: `WO${randomBytes(5).toString('hex').toUpperCase()}`,
      memberId: member.memberId,
      agencyId,
      status: 4,
      customCount: 1,
      customUnitPriceCents: 5_000,
      carrierCode: 'UPS',
      consignee: 'Ann Lee',
      nation: shape.nation ?? 'US',
      province: shape.province ?? 'CA',
      city: 'Los Angeles',
      zipCode: '90012',
      mobile: '2135550100',
      addressDetail: '1 Main Street',
      createdAt: t.clock.now(),
    })
    .returning({ id: warehouseOrders.id });
  for (const priceCents of shape.itemPrices ?? [10_000]) {
    const orderId = await taxedOrder(t, member.memberId, from, { businessType: 2, status: 5, taxCents: 0 });
    await db.insert(warehouseItems).values({
      memberId: member.memberId,
      agencyId,
      orderId,
      title: 'Forwarded card',
      priceCents,
      checkedAt: t.clock.now(),
      confirmedAt: t.clock.now(),
      confirmedBy: 'buyer',
      warehouseOrderId: order!.id,
    });
  }
  return { id: order!.id, member };
}

export async function createForwardingStaff(t: TestApp): Promise<Trader> {
  const staff = await createTrader(t);
  await t.database.db.insert(staffDesks).values({ memberId: staff.memberId, desk: 'warehouse' });
  return staff;
}

export async function weighOk(staff: Trader, id: number, grams = 400) {
  const weighed = await staff.client.post(`/api/staff/warehouse/forwarding/${id}/weigh`, { WeightGrams: grams });
  expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
  return weighed.body;
}

/** The member pays the weighed order on the sandbox provider's page (approve); answers the payment code. */
export async function payOk(t: TestApp, member: Trader, id: number, channel: PayCodeValue = 6): Promise<string> {
  const payment = await startPaymentOk(member.client, { Purpose: 'warehouse', ReferenceId: id, IsGuarantee: channel });
  await decideOnHostedPage(t, payment.PayUrl, 'approve');
  return payment.PaymentCode;
}

export async function warehouseOrderRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(warehouseOrders).where(and(eq(warehouseOrders.id, id)));
  return row!;
}
