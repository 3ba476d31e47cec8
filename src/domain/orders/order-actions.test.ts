import { describe, expect, it } from 'vitest';
import { marketplaceOrderActions, orderActions, storeOrderActions, type OrderActions } from './order-actions';

/** The actions that are on, by name, for short assertions. */
const on = (actions: OrderActions) => Object.entries(actions).filter(([, allowed]) => allowed).map(([name]) => name);

const order = {
  OrderStatus: 1,
  IsReceive: false,
  BusinessType: 0,
  ExpressCode: null as string | null,
  IsAppraisal: 0,
  IsBuyAppraisal: 0,
  SRType: 0,
};

describe('marketplaceOrderActions', () => {
  it('offers pay now and change address on an unpaid order within its pay window', () => {
    expect(on(marketplaceOrderActions(order, 'buyer', true))).toEqual(['payNow', 'changeAddress', 'viewDetails']);
  });

  it('drops pay now and change address once the pay window is over', () => {
    expect(on(marketplaceOrderActions(order, 'buyer', false))).toEqual(['viewDetails']);
  });

  it('does not change the address of an order through the warehouse agency (BusinessType 2)', () => {
    expect(on(marketplaceOrderActions({ ...order, BusinessType: 2 }, 'buyer', true))).toEqual(['payNow', 'viewDetails']);
  });

  it('offers only a case and the details on a paid order waiting to ship', () => {
    expect(on(marketplaceOrderActions({ ...order, OrderStatus: 2 }, 'buyer', true))).toEqual(['openCase', 'viewDetails']);
  });

  it('offers confirm receipt and tracking on a shipped order', () => {
    const shipped = { ...order, OrderStatus: 3, ExpressCode: '1Z999AA10123456784' };
    expect(on(marketplaceOrderActions(shipped, 'buyer', true))).toEqual(['confirmReceipt', 'tracking', 'openCase', 'viewDetails']);
  });

  it('offers "View case" instead of "Open a case" once the order has one, to buyer and seller alike (issue 28)', () => {
    const disputed = { ...order, OrderStatus: 3, ExpressCode: '1Z999AA10123456784', SRType: 1 };
    expect(on(marketplaceOrderActions(disputed, 'buyer', true))).toEqual(['confirmReceipt', 'tracking', 'viewCase', 'viewDetails']);
    expect(on(marketplaceOrderActions(disputed, 'seller', true))).toEqual(['tracking', 'viewCase', 'viewDetails']);
    const finishedWithCase = { ...disputed, OrderStatus: 5, IsReceive: true, SRType: 3 };
    expect(marketplaceOrderActions(finishedWithCase, 'buyer', true).viewCase).toBe(true);
    expect(marketplaceOrderActions(finishedWithCase, 'buyer', true).openCase).toBe(false);
  });

  it('offers no case on an unpaid, finished or closed order without one, nor to the seller', () => {
    for (const status of [1, 5, 6]) expect(marketplaceOrderActions({ ...order, OrderStatus: status }, 'buyer', true).openCase).toBe(false);
    expect(marketplaceOrderActions({ ...order, OrderStatus: 3 }, 'seller', true).openCase).toBe(false);
  });

  it('offers feedback on a finished order until the buyer left it, tracking still', () => {
    const finished = { ...order, OrderStatus: 5, IsReceive: true, ExpressCode: '1Z999AA10123456784' };
    expect(on(marketplaceOrderActions(finished, 'buyer', true))).toEqual(['tracking', 'leaveFeedback', 'viewDetails']);
    expect(on(marketplaceOrderActions({ ...finished, IsAppraisal: 1 }, 'buyer', true))).toEqual(['tracking', 'viewDetails']);
  });

  it('counts a confirmed receipt as finished even before the status follows', () => {
    const received = { ...order, OrderStatus: 3, IsReceive: true, ExpressCode: 'X1234567' };
    expect(marketplaceOrderActions(received, 'buyer', true).confirmReceipt).toBe(false);
    expect(marketplaceOrderActions(received, 'buyer', true).leaveFeedback).toBe(true);
  });

  it('offers only the details on a closed order', () => {
    expect(on(marketplaceOrderActions({ ...order, OrderStatus: 6 }, 'buyer', true))).toEqual(['viewDetails']);
  });

  it("gives the seller tracking and their own feedback on the buyer, never the buyer's actions", () => {
    expect(on(marketplaceOrderActions(order, 'seller', true))).toEqual(['viewDetails']);
    const shipped = { ...order, OrderStatus: 3, ExpressCode: 'X1234567' };
    expect(on(marketplaceOrderActions(shipped, 'seller', true))).toEqual(['tracking', 'viewDetails']);
    const finished = { ...shipped, OrderStatus: 5, IsAppraisal: 1 };
    expect(on(marketplaceOrderActions(finished, 'seller', true))).toEqual(['tracking', 'leaveFeedback', 'viewDetails']);
    expect(on(marketplaceOrderActions({ ...finished, IsBuyAppraisal: 1 }, 'seller', true))).toEqual(['tracking', 'viewDetails']);
  });
});

describe('storeOrderActions', () => {
  const storeOrder = { OrderStatus: 1, IsReceive: false, LogisticsCode: null as string | null, IsAppraisal: 0, IsBuyAppraisal: 0, SRType: 0 };

  it('offers pay now and change address while unpaid', () => {
    expect(on(storeOrderActions(storeOrder, 'buyer', true))).toEqual(['payNow', 'changeAddress', 'viewDetails']);
  });

  it('offers confirm and tracking from status 3, then feedback when complete (4)', () => {
    const shipped = { ...storeOrder, OrderStatus: 3, LogisticsCode: 'DHL12345678' };
    expect(on(storeOrderActions(shipped, 'buyer', true))).toEqual(['confirmReceipt', 'tracking', 'openCase', 'viewDetails']);
    expect(on(storeOrderActions({ ...shipped, OrderStatus: 4 }, 'buyer', true))).toEqual(['tracking', 'leaveFeedback', 'viewDetails']);
  });

  it('offers "View case" instead of "Open a case" once the store order has a case, as a marketplace order does', () => {
    const shipped = { ...storeOrder, OrderStatus: 3, LogisticsCode: 'DHL12345678' };
    for (const SRType of [1, 2, 3]) {
      expect(on(storeOrderActions({ ...shipped, SRType }, 'buyer', true))).toEqual(['confirmReceipt', 'tracking', 'viewCase', 'viewDetails']);
      expect(on(storeOrderActions({ ...shipped, SRType }, 'seller', true))).toEqual(['tracking', 'viewCase', 'viewDetails']);
    }
    // A finished one with a case: only from its case (appeal or re-open), never a new one.
    expect(on(storeOrderActions({ ...shipped, OrderStatus: 4, SRType: 2 }, 'buyer', true))).toEqual(['tracking', 'leaveFeedback', 'viewCase', 'viewDetails']);
    expect(on(storeOrderActions({ ...shipped, OrderStatus: 2, LogisticsCode: null }, 'seller', true))).toEqual(['viewDetails']);
  });

  it('offers only the details on a store order closed unpaid (6)', () => {
    expect(on(storeOrderActions({ ...storeOrder, OrderStatus: 6 }, 'buyer', true))).toEqual(['viewDetails']);
  });
});

describe('orderActions', () => {
  it('offers no tracking without a tracking number, whatever the stage', () => {
    const base = { viewer: 'buyer' as const, payOpen: false, addressable: true, shipped: false, feedbackLeft: false };
    for (const stage of ['unpaid', 'paid', 'shipped', 'finished', 'closed'] as const) {
      expect(orderActions({ ...base, stage }).tracking).toBe(false);
    }
  });
});
