import { describe, expect, it } from 'vitest';
import { marketplaceOrderSteps, orderSteps, storeOrderSteps, type OrderStep } from './order-stepper';

const created = '2025-06-01T10:00:00Z';
const paid = '2025-06-01T11:00:00Z';
const shipped = '2025-06-02T09:00:00Z';
const finished = '2025-06-05T18:00:00Z';
const closed = '2025-06-03T10:00:00Z';

/** key:date, lit ones upper-cased, the current one starred. */
const show = (steps: OrderStep[]) => steps.map((s) => `${s.lit ? s.key.toUpperCase() : s.key}${s.current ? '*' : ''}:${s.date ?? '-'}`);

const row = {
  OrderStatus: 1,
  IsReceive: false,
  CreateDate: created,
  PaidAt: null as string | null,
  SendTime: null as string | null,
  FinishTime: null as string | null,
  ClosedAt: null as string | null,
};

describe('marketplaceOrderSteps', () => {
  it('lights only submitted on an unpaid order', () => {
    expect(show(marketplaceOrderSteps(row))).toEqual([`SUBMITTED*:${created}`, 'paid:-', 'shipped:-', 'finished:-']);
  });

  it('lights the steps reached, each with its date', () => {
    expect(show(marketplaceOrderSteps({ ...row, OrderStatus: 2, PaidAt: paid }))).toEqual([
      `SUBMITTED:${created}`,
      `PAID*:${paid}`,
      'shipped:-',
      'finished:-',
    ]);
    expect(show(marketplaceOrderSteps({ ...row, OrderStatus: 5, PaidAt: paid, SendTime: shipped, FinishTime: finished }))).toEqual([
      `SUBMITTED:${created}`,
      `PAID:${paid}`,
      `SHIPPED:${shipped}`,
      `FINISHED*:${finished}`,
    ]);
  });

  it('lights finished when the buyer confirmed receipt (IsReceive), even before the status follows', () => {
    const steps = marketplaceOrderSteps({ ...row, OrderStatus: 3, IsReceive: true, PaidAt: paid, SendTime: shipped, FinishTime: finished });
    expect(steps.at(-1)).toEqual({ key: 'finished', date: finished, lit: true, current: true });
  });

  it('shows a closed order as submitted then closed with its date', () => {
    expect(show(marketplaceOrderSteps({ ...row, OrderStatus: 6, ClosedAt: closed }))).toEqual([`SUBMITTED:${created}`, `CLOSED*:${closed}`]);
  });

  it('keeps the steps a closed order did reach before closing', () => {
    expect(show(orderSteps({ stage: 'closed', createdAt: created, paidAt: paid, shippedAt: null, finishedAt: null, closedAt: closed }))).toEqual([
      `SUBMITTED:${created}`,
      `PAID:${paid}`,
      `CLOSED*:${closed}`,
    ]);
  });

  it('hides a date the order carries for a step it has not reached', () => {
    const steps = orderSteps({ stage: 'paid', createdAt: created, paidAt: paid, shippedAt: shipped, finishedAt: null, closedAt: null });
    expect(steps[2]).toEqual({ key: 'shipped', date: null, lit: false, current: false });
  });
});

describe('storeOrderSteps', () => {
  it('reads the store order dates and treats 4 as finished', () => {
    const store = {
      OrderStatus: 4,
      IsReceive: false,
      CreateDate: created,
      PayDateTime: paid,
      SendDateTime: shipped,
      CompleteTime: finished,
      ClosedAt: null,
    };
    expect(show(storeOrderSteps(store))).toEqual([`SUBMITTED:${created}`, `PAID:${paid}`, `SHIPPED:${shipped}`, `FINISHED*:${finished}`]);
  });
});
