import { describe, expect, it } from 'vitest';
import { DEMO_FORWARDING_CARDS, seedDemoForwarding } from './demo-forwarding';
import { weightBandRows, WEIGHT_BAND_REGIONS } from './weight-bands';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const bought = Array.from({ length: DEMO_FORWARDING_CARDS }, (_, i) => ({ id: 100 + i, itemCents: 4_000 + i * 100, buyerMemberId: 7 }));
const titles = bought.map((_, i) => ({ title: `Card ${i}`, titImg: `/img/${i}.jpg` }));

describe('the demo warehouse in every tab', () => {
  const demo = seedDemoForwarding(bought, titles, 9, 40, NOW);

  it('keeps three confirmed cards in the item warehouse: green, red and past the free storage', () => {
    const stock = demo.warehouseItems.filter((i) => i.warehouseOrderId === null);
    expect(stock).toHaveLength(3);
    expect(stock.every((i) => i.confirmedAt instanceof Date)).toBe(true);
    expect(stock.map((i) => Math.floor((NOW - i.receivedAt!.getTime()) / 86_400_000))).toEqual([2, 22, 33]);
  });

  it('has one forwarding order in each status, weighed with the fee of its band, and the shipped ones tracked', () => {
    expect(demo.warehouseOrders.map((o) => o.status)).toEqual([4, 1, 2, 3, 5]);
    const [waiting, unpaid] = demo.warehouseOrders;
    expect(waiting).toMatchObject({ weightGrams: null, postageCents: null, paidAt: null });
    expect(unpaid!.postageCents).toBeGreaterThan(0);
    expect(unpaid!.totalCents).toBe(unpaid!.postageCents! + unpaid!.taxCents!);
    expect(demo.shipments.map((s) => [s.orderKind, s.id])).toEqual([['warehouse_order', 40], ['warehouse_order', 41]]);
    expect(demo.trackingEvents.filter((e) => e.state === 3)).toHaveLength(1);
    expect(new Set(demo.warehouseItems.map((i) => i.orderId)).size).toBe(DEMO_FORWARDING_CARDS);
  });

  it('gives each paid order its card payment and its postage and tax in the book, and none to the unpaid ones', () => {
    const paid = demo.warehouseOrders.filter((o) => o.paidAt);
    expect(paid.map((o) => o.status)).toEqual([2, 3, 5]);
    expect(demo.payments.map((p) => [p.purpose, p.referenceId, p.amountCents])).toEqual(paid.map((o) => ['warehouse', o.id, o.totalCents]));
    for (const order of paid) {
      const entries = demo.ledger.filter((e) => e.orderId === order.id);
      expect(entries.every((e) => e.orderKind === 'warehouse_order' && e.event === 'paid')).toBe(true);
      expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(order.totalCents);
    }
  });

  it('prices every agency to every region in five bands', () => {
    expect(weightBandRows()).toHaveLength(5 * WEIGHT_BAND_REGIONS.length * 5);
  });
});
