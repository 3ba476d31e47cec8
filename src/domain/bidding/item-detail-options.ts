/**
 * The item page's sizes and shipping kinds, without zod: the page uses them in its first view,
 * where the reply's schema (item-detail.schema.ts) would cost its building for nothing.
 */

export const YOU_MAY_ALSO_LIKE = 9;

/** Domestic shipping per area (spec: DomesticCustom): 1 free, 2 pay on delivery, 3 fixed price. */
export const DomesticShipping = { Free: 1, PayOnDelivery: 2, Fixed: 3 } as const;
