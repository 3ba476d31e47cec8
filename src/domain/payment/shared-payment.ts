/**
 * One payment for several store orders (a cart over several stores, issue 32): what each order's
 * part of the charge is, in the currency paid. The parts are cut at the payment's own rate on the
 * running sum (in store order id order), so they add up to exactly what the payment charged,
 * rounding included; a case refund of one order is capped at its part, so the refunds of all the
 * orders never add up to more than the provider took.
 */
import { toPaidCurrency, type PaymentRate } from '../cases/refund-amounts';

export interface SharedPaymentLine {
  storeOrderId: number;
  amountCents: number;
}

/** The order's part of the charge, in minor units of the currency paid; 0 for an order the payment does not cover. */
export function shareOfCharge(payment: PaymentRate, lines: readonly SharedPaymentLine[], storeOrderId: number): number {
  const sorted = [...lines].sort((a, b) => a.storeOrderId - b.storeOrderId);
  let before = 0;
  for (const line of sorted) {
    const through = before + line.amountCents;
    if (line.storeOrderId === storeOrderId) return toPaidCurrency(through, payment) - toPaidCurrency(before, payment);
    before = through;
  }
  return 0;
}

/** A refund of `usdCents` of one order of the payment, in the currency paid: at the payment's rate, never more than the order's part. */
export function refundOfShare(usdCents: number, payment: PaymentRate, line: SharedPaymentLine, shareMinor: number): number {
  if (usdCents === line.amountCents) return shareMinor;
  return Math.min(toPaidCurrency(usdCents, payment), shareMinor);
}
