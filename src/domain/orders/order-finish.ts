/**
 * Finishing an order (spec 3 section 4; docs/decisions.md "After payment"): a shipped order
 * finishes when its buyer confirms receipt or when its automatic finish comes, and its money then
 * leaves escrow (DESIGN.md section 5b): the seller's proceeds take the item and the postage, Holo's
 * fees the buyer premium, 'tax' the state tax Holo remits, and 'promotions' pays the discount.
 */
import { OrderStatus } from './order.schema';
import { StoreOrderStatus } from '../cart/store-order.schema';
import { sellerTotalCents } from '../seller/seller-total';

/** A marketplace order (orders) or a store order (store_orders). */
export type OrderKind = 'order' | 'store_order';

/** The status a shipped order moves to when it finishes: marketplace 3 → 5, store 3 → 4. */
export const finishedStatusOf: Record<OrderKind, number> = { order: OrderStatus.Finished, store_order: StoreOrderStatus.Complete };

/** Only a shipped order can be received (and so finished). */
export function canFinish(status: number): boolean {
  return status === OrderStatus.Shipped;
}

/** Feedback is left on a finished order only (marketplace 5, store 4). */
export function isFinished(kind: OrderKind, status: number): boolean {
  return status === finishedStatusOf[kind];
}

export type MoneyAccount = 'escrow' | 'proceeds' | 'fees' | 'tax' | 'promotions';

/** What the buyer paid, as the order holds it (store orders carry no service fee: 0). */
export interface PaidOrderMoney {
  itemCents: number;
  postageCents: number;
  serviceFeeCents: number;
  taxCents: number;
  discountCents: number;
  totalCents: number;
}

export interface MoneyMove {
  account: MoneyAccount;
  /** Signed cents: out of escrow is negative, the discount Holo pays is negative. */
  amountCents: number;
}

/**
 * The book's rows when an order finishes: escrow gives back the whole total and the parts take it.
 * They add up to 0; an order whose parts do not make its total (a pricing rule changed without this
 * one) throws rather than booking money nobody can account for. Accounts with nothing to move are
 * left out.
 */
export function movesOnFinish(money: PaidOrderMoney): MoneyMove[] {
  const moves: MoneyMove[] = [
    { account: 'escrow', amountCents: -money.totalCents },
    { account: 'proceeds', amountCents: sellerTotalCents(money) },
    { account: 'fees', amountCents: money.serviceFeeCents },
    { account: 'tax', amountCents: money.taxCents },
    { account: 'promotions', amountCents: -money.discountCents },
  ];
  const sum = moves.reduce((total, move) => total + move.amountCents, 0);
  if (sum !== 0) throw new Error(`the order's parts add up to ${money.totalCents + sum} cents, not its total ${money.totalCents}`);
  return moves.filter((move) => move.amountCents !== 0);
}
