/**
 * A case's refund, decided by the seller, by staff or by the cases sweeper (docs/decisions.md
 * "Buyer protection"), inside the caller's transaction. The caller has locked the order, then the
 * case. In that transaction:
 * - the amounts (src/domain/cases/refund-amounts.ts), and the refund in the currency paid at the
 *   payment's own rate;
 * - the payment: the order's own, or the cart's shared payment that paid it with other store orders
 *   (server/services/payments/payment-of-order.ts, at that payment's rate, capped at the order's part);
 * - a payment_refunds row (reason 'case', status 'pending'; for a shared payment naming the store
 *   order): its unique (payment, order) index makes a second refund of the same order's payment
 *   impossible, so of two deciders at once one wins and the other answers 409 CASE_ALREADY_REFUNDED;
 * - the book: event 'refunded' takes the refund out of escrow; a full refund closes the order
 *   (status 6, close_reason 'refunded'), a partial one finishes it and splits what escrow still
 *   holds by the parts left (event 'finished'), crediting the seller;
 * - an order that finished already (its case closed, then appealed within 30 days): event
 *   'refunded' takes the refund back from where finishing put it (the seller's proceeds, Holo's
 *   fees, tax and promotions; movesOnRefundAfterFinish); a full refund closes it, a partial one
 *   leaves it finished;
 * - the case: its refund parts, state 'refund_pending', no deadline.
 * After the commit the caller hands `pending` to askProviderForRefund; should that never happen
 * (a crash), the refunds job asks for it (server/jobs/ask-refunds.ts). The refund goes back through
 * the provider that took the payment; no order is paid with CHP today, so nothing goes back to CHP.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cases, ledgerEntries, orders, paymentRefunds, shipments, storeOrders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ServiceContext } from '../context';
import { lockOrder, type AfterPaymentOrder } from '../orders/lock-order';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { settleRefund, type PendingRefund } from '../payments/refund-payment';
import { paymentOfOrder } from '../payments/payment-of-order';
import { uniqueViolationOf } from '../accounts/unique-violation';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { StoreOrderStatus } from '../../../src/domain/cart/store-order.schema';
import { finishedStatusOf, type MoneyMove, type OrderKind } from '../../../src/domain/orders/order-finish';
import { PaymentStatus } from '../../../src/domain/payment/payment.schema';
import {
  movesOnFinishAfterRefund,
  movesOnRefund,
  movesOnRefundAfterFinish,
  refundAmounts,
  RefundTooLargeError,
  type RefundAmounts,
  type RefundDecision,
} from '../../../src/domain/cases/refund-amounts';

/** The case as the caller read it (only its id and order are trusted: the state is read again under the lock). */
export interface CaseToRefund {
  id: number;
  orderKind: string;
  orderId: number;
}

/** Who decided: the seller, a staff member (the caller writes the staff action), or the sweeper. */
export interface RefundActor {
  role: 'seller' | 'staff' | 'sweeper' | 'system';
  memberId: number | null;
}

export interface CaseRefund {
  amounts: RefundAmounts;
  /** What goes back in the currency paid, at the payment's rate. */
  amountMinor: number;
  currency: string;
  /** The order's status after the refund: closed (6) after a full one, finished after a partial one. */
  orderStatus: number;
  /** For askProviderForRefund after the commit. */
  pending: PendingRefund;
}

/** States a refund can be decided in: the case is still with the seller, Holo, or the return. */
const refundableStates: readonly string[] = ['open', 'escalated', 'return_address', 'return_shipping'];

export async function refundCase(tx: Tx, caseRow: CaseToRefund, decision: RefundDecision, _actor: RefundActor, now: Date): Promise<CaseRefund> {
  const kind = caseRow.orderKind as OrderKind;
  const order = await lockOrder(tx, kind, caseRow.orderId);
  const [current] = await tx.select().from(cases).where(eq(cases.id, caseRow.id)).for('update');
  if (!order || !current) throw notFound('CASE_NOT_FOUND');
  if (current.state === 'refund_pending' || current.state === 'refunded') throw conflict('CASE_ALREADY_REFUNDED');
  if (current.state === 'closed' || current.state === 'revoked') throw conflict('CASE_CLOSED');
  if (!refundableStates.includes(current.state)) throw conflict('CASE_WRONG_STATE');
  // A finished order is refunded through its case appealed (or still active) after it finished.
  const finished = order.status === finishedStatusOf[kind];
  if (order.status !== OrderStatus.Paid && order.status !== OrderStatus.Shipped && !finished) throw conflict('CASE_WRONG_STATE');

  let amounts: RefundAmounts;
  try {
    amounts = refundAmounts(order.money, decision);
  } catch (error) {
    if (error instanceof RefundTooLargeError || error instanceof RangeError) throw badRequest('REFUND_TOO_LARGE', 'AmountCents');
    throw error;
  }
  const paid = await paymentOfOrder(tx, kind, order.id, [PaymentStatus.Paid]);
  if (!paid) throw conflict('REFUND_NO_PAYMENT');
  const { payment } = paid;
  const amountMinor = paid.toPaidCurrency(amounts.totalCents);

  let refundRowId: number;
  try {
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        storeOrderId: paid.sharedStoreOrderId,
        reason: 'case',
        amountCents: amounts.totalCents,
        amountMinor,
        currency: payment.currency,
        createdAt: now,
      })
      .returning({ id: paymentRefunds.id });
    refundRowId = row!.id;
  } catch (error) {
    if (uniqueViolationOf(error) !== undefined) throw conflict('CASE_ALREADY_REFUNDED');
    throw error;
  }

  const held = await heldInEscrow(tx, kind, order.id);
  const heldWanted = finished ? 0 : order.money.totalCents;
  if (held !== heldWanted) throw new Error(`${kind} ${order.id}: escrow holds ${held} cents, not ${heldWanted}`);
  // A finished order's escrow was split already: the refund comes back from where finishing put it.
  await book(tx, order, 'refunded', finished ? movesOnRefundAfterFinish(order.money, amounts) : movesOnRefund(amounts), now);
  let orderStatus: number;
  if (amounts.full) {
    orderStatus = kind === 'order' ? OrderStatus.Closed : StoreOrderStatus.Closed;
    if (kind === 'order') await tx.update(orders).set({ orderStatus, closedAt: now, closeReason: 'refunded' }).where(eq(orders.id, order.id));
    else await tx.update(storeOrders).set({ orderStatus, closedAt: now }).where(eq(storeOrders.id, order.id));
  } else if (finished) {
    orderStatus = order.status;
  } else {
    orderStatus = finishedStatusOf[kind];
    await book(tx, order, 'finished', movesOnFinishAfterRefund(order.money, amounts), now);
    if (kind === 'order') await tx.update(orders).set({ orderStatus, finishedAt: now }).where(eq(orders.id, order.id));
    else await tx.update(storeOrders).set({ orderStatus, finishedAt: now }).where(eq(storeOrders.id, order.id));
    const about = kind === 'order' ? { orderId: order.id, commodityId: order.commodityId } : { storeOrderId: order.id };
    await enqueueEvent(tx, OutboxKind.OrderFinished, { memberId: order.sellerMemberId, ...about }, now);
  }
  // The finish sweeper's list drops the shipment either way (a finished order's dropped it already).
  await tx
    .update(shipments)
    .set({ finishedAt: now })
    .where(and(eq(shipments.orderKind, kind), eq(shipments.orderId, order.id), isNull(shipments.finishedAt)));
  await tx
    .update(cases)
    .set({
      state: 'refund_pending',
      refundItemCents: amounts.refundItemCents,
      refundPostageCents: amounts.refundPostageCents,
      refundFeeTaxCents: amounts.refundFeeTaxCents,
      dueAt: null,
      updatedAt: now,
    })
    .where(eq(cases.id, current.id));
  return {
    amounts,
    amountMinor,
    currency: payment.currency,
    orderStatus,
    pending: { refundRowId, providerReference: payment.providerReference ?? '', amountMinor, currency: payment.currency },
  };
}

/** After the caller's commit: asks the provider that took the payment; its refund callback settles the refund. */
export async function askProviderForRefund(ctx: Pick<ServiceContext, 'db' | 'providers' | 'clock'>, refund: CaseRefund | PendingRefund): Promise<void> {
  await settleRefund(ctx, 'pending' in refund ? refund.pending : refund);
}

async function book(tx: Tx, order: AfterPaymentOrder, event: 'refunded' | 'finished', moves: MoneyMove[], now: Date): Promise<void> {
  if (moves.length === 0) return;
  await tx.insert(ledgerEntries).values(
    moves.map((move) => ({
      account: move.account,
      memberId: move.account === 'proceeds' ? order.sellerMemberId : null,
      amountCents: move.amountCents,
      orderKind: order.kind,
      orderId: order.id,
      event,
      createdAt: now,
    })),
  );
}

async function heldInEscrow(tx: Tx, kind: OrderKind, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderKind, kind), eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.account, 'escrow')));
  return Number(row?.cents ?? 0);
}
