/**
 * The demo buyer's warehouse in every tab (issue 31 part 3): eight more cards bought from the
 * Macao store, received and confirmed in Holo's warehouse in Macao. Three wait in the item
 * warehouse (2 days, 22 days in red, 33 days past the free storage); five are in forwarding orders
 * to the buyer's New York address, one per status: awaiting weighing, weighed and unpaid, paid and
 * to be shipped, shipped (in transit with the sandbox carrier) and completed (delivered).
 */
import type { ledgerEntries, payments, shipments, trackingEvents, warehouseItems, warehouseOrders } from '../schema';
import { feeForWeight } from '../../../src/domain/warehouse/weight-fee';
import { estimatedTaxCents } from '../../../src/domain/warehouse/warehouse-rules';
import { usStateRows } from './us-states';
import { weightBandRows } from './weight-bands';

const MACAO_AGENCY_ID = 4;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Bought = { id: number; itemCents: number; buyerMemberId: number };
type Titled = { title: string; titImg: string };

export interface DemoForwarding {
  warehouseOrders: (typeof warehouseOrders.$inferInsert & { id: number })[];
  warehouseItems: (typeof warehouseItems.$inferInsert)[];
  shipments: (typeof shipments.$inferInsert & { id: number })[];
  trackingEvents: (typeof trackingEvents.$inferInsert)[];
  /** The paid orders' card payments and their book entries, as pay-warehouse-order.ts writes them. */
  payments: (typeof payments.$inferInsert)[];
  ledger: (typeof ledgerEntries.$inferInsert)[];
}

/** The statuses of the five forwarding orders, with their weights (grams) and how long ago each was submitted. */
const FORWARDED: { status: 4 | 1 | 2 | 3 | 5; grams: number; daysAgo: number }[] = [
  { status: 4, grams: 0, daysAgo: 1 },
  { status: 1, grams: 180, daysAgo: 3 },
  { status: 2, grams: 420, daysAgo: 5 },
  { status: 3, grams: 260, daysAgo: 9 },
  { status: 5, grams: 150, daysAgo: 24 },
];
const STOCK_DAYS = [2, 22, 33];
export const DEMO_FORWARDING_CARDS = STOCK_DAYS.length + FORWARDED.length;

const NEW_YORK = { consignee: 'Alex Morgan', nation: 'US', province: 'New York', city: 'New York', zipCode: '10118', mobile: '2025550143', addressDetail: '350 Fifth Avenue (Suite 4100)' };

export function seedDemoForwarding(bought: Bought[], titles: Titled[], staffId: number, firstShipmentId: number, now: number): DemoForwarding {
  const out: DemoForwarding = { warehouseOrders: [], warehouseItems: [], shipments: [], trackingEvents: [], payments: [], ledger: [] };
  const nyTax = Number(usStateRows().find((s) => s.code === 'NY')?.taxPercent ?? 0);
  const bands = weightBandRows().filter((b) => b.agencyId === MACAO_AGENCY_ID && b.region === 'US');
  const item = (index: number, receivedDaysAgo: number, warehouseOrderId: number | null) => {
    const order = bought[index]!;
    const receivedAt = new Date(now - receivedDaysAgo * DAY);
    out.warehouseItems.push({
      memberId: order.buyerMemberId,
      agencyId: MACAO_AGENCY_ID,
      orderId: order.id,
      title: titles[index]!.title,
      image: titles[index]!.titImg,
      quantity: 1,
      priceCents: order.itemCents,
      receivedAt,
      receivedBy: staffId,
      checkedAt: new Date(receivedAt.getTime() + 2 * HOUR),
      checkedBy: staffId,
      checkNote: 'Near mint; sleeved and top-loaded.',
      confirmedAt: new Date(receivedAt.getTime() + 20 * HOUR),
      confirmedBy: 'buyer',
      warehouseOrderId,
    });
  };
  STOCK_DAYS.forEach((days, index) => item(index, days, null));
  FORWARDED.forEach((plan, step) => {
    const index = STOCK_DAYS.length + step;
    const id = step + 1;
    const createdAt = new Date(now - plan.daysAgo * DAY);
    item(index, plan.daysAgo + 4, id);
    const weighed = plan.status !== 4;
    const postage = weighed ? (feeForWeight(bands.map((b) => ({ minGrams: b.minGrams, maxGrams: b.maxGrams, feeCents: b.feeCents })), plan.grams) ?? 0) : null;
    const tax = weighed ? (estimatedTaxCents(bought[index]!.itemCents, 'US', nyTax) ?? 0) : null;
    const paidAt = plan.status === 2 || plan.status === 3 || plan.status === 5 ? new Date(createdAt.getTime() + DAY + 2 * HOUR) : null;
    const shippedAt = plan.status === 3 || plan.status === 5 ? new Date(createdAt.getTime() + 2 * DAY) : null;
    const completedAt = plan.status === 5 ? new Date(createdAt.getTime() + 12 * DAY) : null;
    out.warehouseOrders.push({
      id,
      code: `WO${String(id).padStart(8, '0')}`,
      memberId: bought[index]!.buyerMemberId,
      agencyId: MACAO_AGENCY_ID,
      status: plan.status,
      customCount: 1,
      customUnitPriceCents: bought[index]!.itemCents,
      carrierCode: 'UPS',
      ...NEW_YORK,
      weightGrams: weighed ? plan.grams : null,
      postageCents: postage,
      taxCents: tax,
      totalCents: weighed ? postage! + tax! : null,
      weighedAt: weighed ? new Date(createdAt.getTime() + DAY) : null,
      weighedBy: weighed ? staffId : null,
      payType: paidAt ? 6 : null,
      paidAt,
      shippedAt,
      shippedBy: shippedAt ? staffId : null,
      completedAt,
      createdAt,
    });
    if (paidAt) {
      out.payments.push({
        code: `PYDEMOW${String(id).padStart(6, '0')}`,
        memberId: bought[index]!.buyerMemberId,
        purpose: 'warehouse',
        referenceId: id,
        amountCents: postage! + tax!,
        currency: 'USD',
        chargedMinor: postage! + tax!,
        channelCode: 6,
        status: 1,
        providerReference: `sandbox-demo-warehouse-${id}`,
        createdAt: paidAt,
        decidedAt: paidAt,
      });
      for (const [account, amountCents] of [['fees', postage!], ['tax', tax!]] as const) {
        if (amountCents > 0) out.ledger.push({ account, amountCents, orderKind: 'warehouse_order', orderId: id, event: 'paid', createdAt: paidAt });
      }
    }
    if (!shippedAt) return;
    const shipmentId = firstShipmentId + out.shipments.length;
    const deliveredAt = completedAt ? new Date(shippedAt.getTime() + 8 * DAY) : null;
    out.shipments.push({
      id: shipmentId,
      orderKind: 'warehouse_order',
      orderId: id,
      sellerMemberId: staffId,
      carrierCode: 'UPS',
      trackingNumber: `1Z999AA1${String(20_000_000 + id * 7_919).slice(-8)}7`,
      state: deliveredAt ? 3 : 2,
      shippedAt,
      subscribedAt: shippedAt,
      deliveredAt,
      finishDueAt: new Date(shippedAt.getTime() + 30 * DAY),
      finishedAt: completedAt,
    });
    const steps: [number, string, number][] = [
      [1, 'Picked up — Macao', 2 * HOUR],
      [2, 'Departed facility — Hong Kong hub', DAY],
      [2, 'Arrived — Anchorage gateway', 3 * DAY],
    ];
    if (deliveredAt) steps.push([3, 'Delivered — New York, NY, front desk', 8 * DAY]);
    steps.forEach(([state, station, after], n) => {
      const at = new Date(shippedAt.getTime() + after);
      out.trackingEvents.push({ shipmentId, providerEventId: `demo-wo-${id}-${n + 1}`, state, station, occurredAt: at, receivedAt: at });
    });
  });
  return out;
}
