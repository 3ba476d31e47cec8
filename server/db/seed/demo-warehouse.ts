/**
 * The demo warehouse (issue 31): two cards the demo buyer bought from the Macao store, sent through
 * Holo's warehouse in Macao (BusinessType 2 with the Macao agency, not custom-address) and shipped
 * there by the seller: one still on its way (the staff desk's incoming list), one received and
 * photographed an hour ago, waiting for the buyer's condition check. The photos are pictures
 * owned by the demo staff member with purpose 'condition' (demo-condition-photos.ts stores their
 * bytes at start).
 */
import type { images, orders, warehouseItems } from '../schema';

const MACAO_AGENCY_ID = 4;
const HOUR = 3_600_000;

export const DEMO_CONDITION_PHOTO_KEYS = ['d0c0ffee000000000000000000000001', 'd0c0ffee000000000000000000000002'] as const;

export interface DemoWarehouse {
  images: (typeof images.$inferInsert)[];
  warehouseItems: (typeof warehouseItems.$inferInsert)[];
}

/** Turns the two shipped orders into warehouse orders, and receives and checks the second. */
export function seedDemoWarehouse(
  shipped: [typeof orders.$inferInsert & { id: number }, typeof orders.$inferInsert & { id: number }],
  titles: [{ title: string; titImg: string }, { title: string; titImg: string }],
  staffId: number,
  now: number,
): DemoWarehouse {
  for (const order of shipped) Object.assign(order, { businessType: 2, agencyId: MACAO_AGENCY_ID, transferAddressId: null });
  const [, checked] = shipped;
  const photos = DEMO_CONDITION_PHOTO_KEYS.map((storageKey, index) => ({
    id: index + 1,
    ownerMemberId: staffId,
    purpose: 'condition',
    storageKey,
    contentType: 'image/jpeg',
    width: 800,
    height: 600,
    bytes: 0,
    createdAt: new Date(now - HOUR),
  }));
  return {
    images: photos,
    warehouseItems: [
      {
        memberId: checked.buyerMemberId,
        agencyId: MACAO_AGENCY_ID,
        orderId: checked.id,
        title: titles[1].title,
        image: titles[1].titImg,
        quantity: 1,
        priceCents: checked.itemCents,
        receivedAt: new Date(now - 5 * HOUR),
        receivedBy: staffId,
        checkImageIds: photos.map((p) => p.id),
        checkNote: 'Near mint. Light whitening on the back top-left corner; surface clean under light. Sleeved and top-loaded.',
        checkedAt: new Date(now - HOUR),
        checkedBy: staffId,
      },
    ],
  };
}
