/**
 * The order-money book's invariant for tests (issue 27 "the ledger balances after every test"):
 * what buyers paid for orders (payments status 1) = escrow still held + sellers' proceeds + Holo's
 * fees + tax + promotions, and so for each order on its own; a finished order's escrow nets to 0
 * and it credited its seller, while a paid or shipped order still holds its whole total.
 * Case refunds (issue 28: payment_refunds reason 'case', amount_cents) leave the book: paid − case
 * refunds = the book, per order and in total; a refunded order's escrow nets to 0 (closed after a
 * full refund, finished with the rest split after a partial one). A refund after the order
 * finished (its case appealed) takes the money back from the seller's proceeds, fees, tax and
 * promotions instead of escrow: its seller was credited once, and after a full refund keeps nothing.
 */
import { expect } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries, orders, paymentRefunds, paymentStoreOrders, payments, storeOrders, stores, warehouseOrders } from '../db/schema';
import { PaymentStatus } from '../../src/domain/payment/payment.schema';

export interface LedgerTotals {
  paid: number;
  escrow: number;
  proceeds: number;
  fees: number;
  tax: number;
  promotions: number;
}

interface OrderState {
  kind: 'order' | 'store_order' | 'warehouse_order';
  id: number;
  status: number;
  totalCents: number;
  sellerMemberId: number;
}

/** Asserts the book balances, in total and per order; answers the totals for further checks. */
export async function expectLedgerBalanced(db: Db): Promise<LedgerTotals> {
  const [paidRows, refundRows, entries, orderStates] = await Promise.all([
    db
      .select({ purpose: payments.purpose, referenceId: payments.referenceId, amountCents: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.status, PaymentStatus.Paid), inArray(payments.purpose, ['order', 'store_order', 'warehouse']))),
    db
      .select({ purpose: payments.purpose, referenceId: payments.referenceId, amountCents: paymentRefunds.amountCents })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(paymentRefunds.reason, 'case')),
    db.select().from(ledgerEntries),
    statesOfOrders(db),
  ]);
  // One payment for a cart's store orders counts as what it paid for each of them.
  const shared = await db
    .select({ referenceId: paymentStoreOrders.storeOrderId, amountCents: paymentStoreOrders.amountCents })
    .from(paymentStoreOrders)
    .innerJoin(payments, eq(payments.id, paymentStoreOrders.paymentId))
    .where(and(eq(payments.status, PaymentStatus.Paid), eq(payments.purpose, 'store_orders')));
  paidRows.push(...shared.map((row) => ({ purpose: 'store_order', ...row })));
  const sum = (rows: { amountCents: number | null }[]) => rows.reduce((total, row) => total + (row.amountCents ?? 0), 0);
  expect(refundRows.every((r) => r.amountCents !== null && r.amountCents > 0), 'a case refund says its USD cents').toBe(true);
  const ofAccount = (account: string) => sum(entries.filter((e) => e.account === account));
  // Case refunds, USD cents, whatever the provider made of them: the book moved when they were decided.
  const refunded = sum(refundRows);
  const totals: LedgerTotals = {
    paid: sum(paidRows),
    escrow: ofAccount('escrow'),
    proceeds: ofAccount('proceeds'),
    fees: ofAccount('fees'),
    tax: ofAccount('tax'),
    promotions: ofAccount('promotions'),
  };
  expect(entries.every((e) => ['escrow', 'proceeds', 'fees', 'tax', 'promotions'].includes(e.account)), 'only the five accounts').toBe(true);
  expect(totals.escrow + totals.proceeds + totals.fees + totals.tax + totals.promotions, 'paid − case refunds = held + proceeds + fees + tax + promotions').toBe(
    totals.paid - refunded,
  );

  // A warehouse order's payment (purpose 'warehouse') is booked as order_kind 'warehouse_order'.
  for (const p of paidRows) if (p.purpose === 'warehouse') p.purpose = 'warehouse_order';
  const keys = new Set([...paidRows.map((p) => `${p.purpose}:${p.referenceId}`), ...entries.map((e) => `${e.orderKind}:${e.orderId}`)]);
  for (const key of keys) {
    const paid = sum(paidRows.filter((p) => `${p.purpose}:${p.referenceId}` === key));
    const refunds = refundRows.filter((r) => `${r.purpose}:${r.referenceId}` === key);
    expect(refunds.length, `${key}: refunded once at most`).toBeLessThanOrEqual(1);
    const rows = entries.filter((e) => `${e.orderKind}:${e.orderId}` === key);
    expect(sum(rows), `${key}: its rows add up to what its buyer paid, less its case refund`).toBe(paid - sum(refunds));
    expect(sum(rows.filter((e) => e.event === 'refunded')) + sum(refunds), `${key}: the book's refund is the case refund`).toBe(0);
    const order = orderStates.get(key);
    expect(order, `${key}: an order behind the money`).toBeDefined();
    const escrow = sum(rows.filter((e) => e.account === 'escrow'));
    const proceeds = rows.filter((e) => e.account === 'proceeds');
    if (order!.kind === 'warehouse_order') {
      // Postage and tax go straight to Holo's fees and tax when paid: no escrow, no seller.
      expect(escrow, `${key}: a warehouse order holds nothing in escrow`).toBe(0);
      expect(proceeds, `${key}: a warehouse order credits no seller`).toEqual([]);
      continue;
    }
    // Refunded after the order finished (a case appealed): the refund came back from the parts, not escrow.
    const refundedAfterFinish = rows.some((e) => e.event === 'refunded' && e.account !== 'escrow');
    if (refunds.length > 0 && refundedAfterFinish) {
      expect(escrow, `${key}: refunded after it finished, its escrow nets to 0`).toBe(0);
      expect(rows.filter((e) => e.event === 'refunded' && e.account === 'escrow'), `${key}: refunded after it finished, not from escrow`).toEqual([]);
      expect(isFinished(order!) || order!.status === 6, `${key}: refunded after it finished, still finished (partly) or closed (in full)`).toBe(true);
      const credited = proceeds.filter((e) => e.event === 'finished');
      const takenBack = proceeds.filter((e) => e.event === 'refunded');
      expect(credited.map((e) => e.memberId), `${key}: its seller credited once when it finished`).toEqual([order!.sellerMemberId]);
      expect(takenBack.every((e) => e.memberId === order!.sellerMemberId && e.amountCents < 0) && takenBack.length <= 1, `${key}: taken back from its seller once at most`).toBe(true);
      expect(proceeds.length, `${key}: proceeds moved only when it finished and when it was refunded`).toBe(credited.length + takenBack.length);
      if (order!.status === 6) expect(sum(proceeds), `${key}: refunded in full, its seller keeps nothing`).toBe(0);
    } else if (refunds.length > 0) {
      expect(escrow, `${key}: refunded, its escrow nets to 0`).toBe(0);
      expect(isFinished(order!) || order!.status === 6, `${key}: refunded, finished (partly) or closed (in full)`).toBe(true);
      if (order!.status === 6) expect(proceeds, `${key}: refunded in full, nothing credited`).toEqual([]);
      // A partial refund of all the item and postage leaves the seller nothing to credit.
      else expect(proceeds.every((e) => e.memberId === order!.sellerMemberId) && proceeds.length <= 1, `${key}: its seller credited once at most`).toBe(true);
    } else if (isFinished(order!)) {
      expect(escrow, `${key}: finished, its escrow released`).toBe(0);
      expect(proceeds.map((e) => e.memberId), `${key}: its seller credited once`).toEqual([order!.sellerMemberId]);
    } else {
      expect(escrow, `${key}: not finished, its whole total held`).toBe(order!.totalCents);
      expect(proceeds, `${key}: nothing credited yet`).toEqual([]);
    }
  }
  return totals;
}

const isFinished = (order: OrderState) => order.status === (order.kind === 'order' ? 5 : 4);

async function statesOfOrders(db: Db): Promise<Map<string, OrderState>> {
  const [marketplace, store, forwarding] = await Promise.all([
    db.select({ id: orders.id, status: orders.orderStatus, totalCents: orders.totalCents, sellerMemberId: orders.sellerMemberId }).from(orders),
    db
      .select({ id: storeOrders.id, status: storeOrders.orderStatus, totalCents: storeOrders.totalCents, sellerMemberId: stores.sellerMemberId })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId)),
    db.select({ id: warehouseOrders.id, status: warehouseOrders.status, totalCents: warehouseOrders.totalCents, sellerMemberId: warehouseOrders.memberId }).from(warehouseOrders),
  ]);
  const states: [string, OrderState][] = [
    ...marketplace.map((o): [string, OrderState] => [`order:${o.id}`, { kind: 'order', ...o }]),
    ...store.map((o): [string, OrderState] => [`store_order:${o.id}`, { kind: 'store_order', ...o }]),
    ...forwarding.map((o): [string, OrderState] => [`warehouse_order:${o.id}`, { kind: 'warehouse_order', ...o, totalCents: o.totalCents ?? 0 }]),
  ];
  return new Map(states);
}
