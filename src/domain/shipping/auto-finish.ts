/**
 * When a shipped order nobody confirms finishes by itself (docs/decisions.md): 30 days after it
 * shipped, or 7 days after the carrier reports it delivered, whichever the latest news says.
 */
const DAY_MS = 86_400_000;

export const FINISH_AFTER_SHIPPING_DAYS = 30;
export const FINISH_AFTER_DELIVERY_DAYS = 7;

export const finishDueAfterShipping = (shippedAt: Date) => new Date(shippedAt.getTime() + FINISH_AFTER_SHIPPING_DAYS * DAY_MS);
export const finishDueAfterDelivery = (deliveredAt: Date) => new Date(deliveredAt.getTime() + FINISH_AFTER_DELIVERY_DAYS * DAY_MS);
