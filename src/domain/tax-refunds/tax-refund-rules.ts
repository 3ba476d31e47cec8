/**
 * Tax refund rules (spec 3 "Tax application", section 8): US members claim back the state tax of
 * their own paid orders of the last 60 days, once a week, and Holo decides within 15 days.
 * A rejected application does not count toward the week: the member may send a corrected one at
 * once (the week stops repeated claims, not corrections).
 */
export const TAX_NAME_MAX = 60;
export const TAX_COMPANY_MAX = 100;
export const TAX_NOTE_MAX = 30;
export const TAX_REASON_MAX = 300;
export const TAX_ORDER_WINDOW_DAYS = 60;
export const TAX_APPLY_EVERY_DAYS = 7;
export const TAX_DECIDE_WITHIN_DAYS = 15;
export const TAX_LIST_PAGE_SIZE = 60;
export const TAX_PICKER_PAGE_SIZE = 20;
/** At most this many orders in one application (a claim is for a week's orders, not a history). */
export const TAX_MAX_ORDERS = 100;

const DAY_MS = 86_400_000;

/** BusinessType: 2 cross-border (warehouse orders with tax paid), 3 domestic marketplace orders. */
export const TaxBusinessType = { CrossBorder: 2, Domestic: 3 } as const;
export type TaxBusinessType = (typeof TaxBusinessType)[keyof typeof TaxBusinessType];

/** RefundTaxState: 1 processing, 2 refunded, 3 rejected; 4 (older rows) reads as rejected too. */
export const RefundTaxState = { Processing: 1, Refunded: 2, Rejected: 3 } as const;
export type TaxStateLabel = 'processing' | 'refunded' | 'rejected';

export function taxStateLabel(state: number): TaxStateLabel {
  if (state === RefundTaxState.Processing) return 'processing';
  if (state === RefundTaxState.Refunded) return 'refunded';
  return 'rejected';
}

/** The tax desk's deadline: 15 days after the application. */
export function taxDueDate(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TAX_DECIDE_WITHIN_DAYS * DAY_MS);
}

/** The oldest creation time an order may have to be claimed now. */
export function oldestClaimableOrder(now: Date): Date {
  return new Date(now.getTime() - TAX_ORDER_WINDOW_DAYS * DAY_MS);
}

/**
 * When the member may apply again, given their earlier applications; null when they may now.
 * Only applications that were not rejected count.
 */
export function nextApplicationAt(earlier: readonly { state: number; createdAt: Date }[], now: Date): Date | null {
  const counted = earlier.filter((a) => taxStateLabel(a.state) !== 'rejected');
  if (counted.length === 0) return null;
  const last = Math.max(...counted.map((a) => a.createdAt.getTime()));
  const next = last + TAX_APPLY_EVERY_DAYS * DAY_MS;
  return next > now.getTime() ? new Date(next) : null;
}

export interface ClaimableOrder {
  ownerMemberId: number;
  paid: boolean;
  closed: boolean;
  createdAt: Date;
  taxCents: number;
  claimed: boolean;
}

export type OrderRefusal = 'not_yours' | 'not_eligible' | 'too_old' | 'claimed';

/** Why `memberId` may not claim this order now, or null when it qualifies. */
export function orderRefusal(order: ClaimableOrder, memberId: number, now: Date): OrderRefusal | null {
  if (order.ownerMemberId !== memberId) return 'not_yours';
  if (!order.paid || order.closed || order.taxCents <= 0) return 'not_eligible';
  if (order.createdAt.getTime() < oldestClaimableOrder(now).getTime()) return 'too_old';
  if (order.claimed) return 'claimed';
  return null;
}

/** ForecastDrawBackAmount: the sum of the claimed orders' tax, cents. */
export function forecastCents(orders: readonly { taxCents: number }[]): number {
  return orders.reduce((sum, order) => sum + order.taxCents, 0);
}

/** The desk may refund more than 0 and at most the forecast. */
export function isRefundAmountValid(amountCents: number, forecast: number): boolean {
  return Number.isInteger(amountCents) && amountCents > 0 && amountCents <= forecast;
}

/** The order picker loads its next 20 when scrolled to within 25 px of its bottom (spec 3 section 9). */
export const TAX_PICKER_LOAD_MORE_PX = 25;

export function isNearBottom(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= TAX_PICKER_LOAD_MORE_PX;
}
