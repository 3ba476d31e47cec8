/**
 * What a case refund gives back and how it moves the order-money book (issue 28; docs/decisions.md
 * "Buyer protection"). Money in USD cents, as orders hold it.
 * - Full: everything the buyer paid for the order (its total); the parts shown are the order's own.
 * - Partial: an amount of the item and postage (item first, then postage); the buyer premium and the
 *   tax go back in the same proportion, each rounded to the cent; the total back never exceeds what
 *   was paid (a coupon Holo paid is not handed out as cash).
 * The refund leaves escrow at once (event 'refunded'); after a partial refund the order finishes and
 * what escrow still holds is split by the parts left (event 'finished'), Holo's promotions paying
 * what the coupon still covers.
 */
import { sellerTotalCents } from '../seller/seller-total';
import type { MoneyMove, PaidOrderMoney } from '../orders/order-finish';

/** Full, or a partial amount of the item and postage (USD cents). */
export type RefundDecision = { full: true } | { full?: false; amountCents: number };

export interface RefundAmounts {
  full: boolean;
  refundItemCents: number;
  refundPostageCents: number;
  refundFeeCents: number;
  refundTaxCents: number;
  /** The spec's ServiceAndTaxRefund: fee and tax parts together. */
  refundFeeTaxCents: number;
  /** The spec's RebackMoney: what goes back to the buyer, at most what was paid. */
  totalCents: number;
}

/** A partial amount above the item and postage paid: the route answers 400 REFUND_TOO_LARGE. */
export class RefundTooLargeError extends Error {
  constructor(readonly amountCents: number, readonly maxCents: number) {
    super(`a partial refund of ${amountCents} cents is more than the item and postage paid (${maxCents})`);
  }
}

export function refundAmounts(money: PaidOrderMoney, decision: RefundDecision): RefundAmounts {
  if (decision.full === true) {
    return {
      full: true,
      refundItemCents: money.itemCents,
      refundPostageCents: money.postageCents,
      refundFeeCents: money.serviceFeeCents,
      refundTaxCents: money.taxCents,
      refundFeeTaxCents: money.serviceFeeCents + money.taxCents,
      totalCents: money.totalCents,
    };
  }
  const goods = money.itemCents + money.postageCents;
  const amount = decision.amountCents;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a partial refund must be a positive number of cents, not ${amount}`);
  if (amount > goods) throw new RefundTooLargeError(amount, goods);
  const refundItemCents = Math.min(amount, money.itemCents);
  const refundFeeCents = Math.round((money.serviceFeeCents * amount) / goods);
  const refundTaxCents = Math.round((money.taxCents * amount) / goods);
  return {
    full: false,
    refundItemCents,
    refundPostageCents: amount - refundItemCents,
    refundFeeCents,
    refundTaxCents,
    refundFeeTaxCents: refundFeeCents + refundTaxCents,
    totalCents: Math.min(amount + refundFeeCents + refundTaxCents, money.totalCents),
  };
}

/** The payment's own rate: what it charged in its currency's minor units per USD cent. */
export interface PaymentRate {
  amountCents: number;
  chargedMinor: number;
}

/** USD cents in the currency paid, at the payment's rate, rounded to the minor unit (spec 3 section 9). */
export function toPaidCurrency(usdCents: number, payment: PaymentRate): number {
  if (usdCents === payment.amountCents) return payment.chargedMinor;
  return Math.round((usdCents * payment.chargedMinor) / payment.amountCents);
}

/** The book's row when the refund leaves escrow (event 'refunded'). */
export function movesOnRefund(refund: Pick<RefundAmounts, 'totalCents'>): MoneyMove[] {
  return [{ account: 'escrow', amountCents: -refund.totalCents }];
}

/**
 * After a partial refund the order finishes (event 'finished'): escrow gives back what it still
 * holds, and the parts left take it: the seller the item and postage not refunded, Holo the fee and
 * tax not refunded, promotions the coupon (less what the cap on the total already kept back). Adds
 * up to 0; accounts with nothing to move are left out.
 */
export function movesOnFinishAfterRefund(money: PaidOrderMoney, refund: RefundAmounts): MoneyMove[] {
  if (refund.full) throw new Error('a fully refunded order closes; nothing is left to finish');
  const left = money.totalCents - refund.totalCents;
  const proceeds = sellerTotalCents(money) - refund.refundItemCents - refund.refundPostageCents;
  const fees = money.serviceFeeCents - refund.refundFeeCents;
  const tax = money.taxCents - refund.refundTaxCents;
  const promotions = left - proceeds - fees - tax;
  if (promotions > 0 || -promotions > money.discountCents) {
    throw new Error(`the parts left (${proceeds} + ${fees} + ${tax}) do not fit the ${left} cents escrow still holds`);
  }
  const moves: MoneyMove[] = [
    { account: 'escrow', amountCents: -left },
    { account: 'proceeds', amountCents: proceeds },
    { account: 'fees', amountCents: fees },
    { account: 'tax', amountCents: tax },
    { account: 'promotions', amountCents: promotions },
  ];
  return moves.filter((move) => move.amountCents !== 0);
}

/**
 * A refund decided after the order finished (a case appealed within its 30 days; event
 * 'refunded'): escrow gave everything out when the order finished, so the refund comes back from
 * where finishing put it: the seller's proceeds give back the refunded item and postage, Holo's
 * fees and tax their refunded parts, and promotions take back what the cap on the total kept (the
 * whole coupon on a full refund: Holo no longer pays a discount on an order it refunds). Adds up
 * to −(total back); accounts with nothing to move are left out.
 */
export function movesOnRefundAfterFinish(money: PaidOrderMoney, refund: RefundAmounts): MoneyMove[] {
  const proceeds = -(refund.refundItemCents + refund.refundPostageCents);
  const fees = -refund.refundFeeCents;
  const tax = -refund.refundTaxCents;
  const promotions = -refund.totalCents - proceeds - fees - tax;
  if (promotions < 0 || promotions > money.discountCents) {
    throw new Error(`the refunded parts (${-proceeds} + ${-fees} + ${-tax}) do not fit the ${refund.totalCents} cents given back`);
  }
  const moves: MoneyMove[] = [
    { account: 'proceeds', amountCents: proceeds },
    { account: 'fees', amountCents: fees },
    { account: 'tax', amountCents: tax },
    { account: 'promotions', amountCents: promotions },
  ];
  return moves.filter((move) => move.amountCents !== 0);
}
