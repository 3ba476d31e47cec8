/**
 * The demo buyer's tax refunds (issue 31): one application refunded to their CHP 18 days ago (an
 * order of 20 days ago) and one rejected 8 days ago (its order free to claim again), each with a
 * receipt picture as its proof. The buyer's other paid domestic orders with New York tax stay
 * claimable and the last counted application is over a week old, so the demo buyer can apply at once.
 * demo-tax-proofs.ts stores the pictures' bytes at start. Demo only.
 */
import type { chpLedger, images, orders, taxRefundApplications, taxRefundOrders, taxRefundProofs } from '../schema';
import { taxDueDate } from '../../../src/domain/tax-refunds/tax-refund-rules';

const DAY = 86_400_000;
export const DEMO_TAX_PROOF_KEYS = ['7a8e000000000000000000000000c001', '7a8e000000000000000000000000c002'] as const;
/** Clear of the warehouse's condition photos (ids 1 and 2). */
const FIRST_IMAGE_ID = 101;

export interface DemoTaxRefunds {
  images: (typeof images.$inferInsert)[];
  applications: (typeof taxRefundApplications.$inferInsert)[];
  claims: (typeof taxRefundOrders.$inferInsert)[];
  proofs: (typeof taxRefundProofs.$inferInsert)[];
  chpCredits: (typeof chpLedger.$inferInsert)[];
}

type SeededOrder = typeof orders.$inferInsert & { id: number };

export function seedDemoTaxRefunds(seeded: readonly SeededOrder[], buyerId: number, staffId: number, now: number): DemoTaxRefunds {
  const claimable = seeded
    .filter((o) => o.buyerMemberId === buyerId && (o.businessType ?? 0) === 0 && o.paidAt && o.orderStatus !== 6 && (o.taxCents ?? 0) > 0)
    .sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  const [oldest, next] = claimable;
  const out: DemoTaxRefunds = { images: [], applications: [], claims: [], proofs: [], chpCredits: [] };
  if (!oldest || !next) return out;
  const plan = [
    { order: oldest, appliedDaysAgo: 19, decidedDaysAgo: 18, refunded: true },
    { order: next, appliedDaysAgo: 8, decidedDaysAgo: 7, refunded: false },
  ];
  plan.forEach(({ order, appliedDaysAgo, decidedDaysAgo, refunded }, index) => {
    const id = index + 1;
    const createdAt = new Date(now - appliedDaysAgo * DAY);
    const decidedAt = new Date(now - decidedDaysAgo * DAY);
    const tax = order.taxCents!;
    out.images.push({ id: FIRST_IMAGE_ID + index, ownerMemberId: buyerId, purpose: 'tax', storageKey: DEMO_TAX_PROOF_KEYS[index]!, contentType: 'image/jpeg', width: 800, height: 600, bytes: 0, createdAt });
    out.applications.push({
      id,
      memberId: buyerId,
      businessType: 3,
      state: refunded ? 2 : 3,
      realName: 'Jordan Avery',
      companyName: index === 0 ? 'Avery Card Resale LLC' : '',
      note: index === 0 ? 'Resale certificate NY' : '',
      forecastCents: tax,
      realCents: refunded ? tax : null,
      remarks: refunded ? null : 'The receipt does not show the sales tax paid. Please send the order receipt.',
      dueAt: taxDueDate(createdAt),
      decidedBy: staffId,
      decidedAt,
      createdAt,
    });
    out.claims.push({ applicationId: id, orderKind: 'order', orderId: order.id, taxCents: tax, active: refunded ? 1 : 0 });
    out.proofs.push({ applicationId: id, kind: 1, imageId: FIRST_IMAGE_ID + index });
    if (refunded) out.chpCredits.push({ memberId: buyerId, kind: 'credit', amountCents: tax, description: `Tax refund TR${id}`, reference: `tax_refund:${id}`, createdAt: decidedAt });
  });
  return out;
}
