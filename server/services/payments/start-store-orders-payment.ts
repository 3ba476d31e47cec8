/**
 * POST /api/payments/store-orders: one payment for the store orders one cart checkout placed (one
 * order per store). A single order takes the ordinary 'store_order' payment; several take one
 * 'store_orders' payment for their sum, each order and its total as of now listed in
 * payment_store_orders. Every order must be the member's, unpaid and not due: otherwise the whole
 * payment is refused before anything is charged. The orders are locked in id order (as closing and
 * the callback take them); their older waiting payments, single or shared, are cancelled.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { members, paymentStoreOrders, payments, storeOrders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { PayStoreOrdersBody } from '../../../src/domain/cart/store-order.schema';
import type { StartPaymentReply } from '../../../src/domain/payment/payment.schema';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { channelNameOf, isPayableTotal, storePayChannelsFor } from '../../../src/domain/payment/payment-channel';
import { currencyFor } from '../../../src/domain/account/regions';
import { fromUsdCents } from '../../../src/domain/fees/exchange';
import { exchangeRateFor } from '../orders/exchange-rate';
import { recordAgreements } from '../legal/record-agreements';
import { cancelAtProvider, cancelWaitingPayments } from './cancel-waiting-payments';
import { startPayment } from './start-payment';

export async function startStoreOrdersPayment(ctx: ServiceContext, memberId: number, body: PayStoreOrdersBody): Promise<StartPaymentReply> {
  const ids = [...new Set(body.StoreOrderIds)].sort((a, b) => a - b);
  if (ids.length === 1) return startPayment(ctx, memberId, { Purpose: 'store_order', ReferenceId: ids[0]!, IsGuarantee: body.IsGuarantee });
  const now = ctx.clock.now();
  const { reply, cancelled } = await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, memberId));
    if (!member) throw notFound();
    const orders = await tx
      .select()
      .from(storeOrders)
      .where(and(inArray(storeOrders.id, ids), eq(storeOrders.buyerMemberId, memberId)))
      .orderBy(asc(storeOrders.id))
      .for('update');
    if (orders.length !== ids.length) throw notFound('ORDER_NOT_FOUND');
    if (orders.some((order) => order.orderStatus !== OrderStatus.Unpaid || order.payDueAt.getTime() <= now.getTime())) throw conflict('ORDER_NOT_PAYABLE');
    const amountCents = orders.reduce((sum, order) => sum + order.totalCents, 0);
    if (!isPayableTotal(amountCents)) throw badRequest('ORDER_TOTAL_TOO_LOW');
    const channel = storePayChannelsFor(member.memberSource, amountCents).find((c) => c.IsGuarantee === body.IsGuarantee);
    if (!channel?.isPrice) throw badRequest('PAY_CHANNEL_UNAVAILABLE', 'IsGuarantee');
    await tx.update(storeOrders).set({ isGuarantee: body.IsGuarantee }).where(inArray(storeOrders.id, ids));

    const cancelled: string[] = [];
    for (const order of orders) cancelled.push(...(await cancelWaitingPayments(tx, { purpose: 'store_order', referenceId: order.id }, now)));
    const rate = await exchangeRateFor(tx, currencyFor(member.memberSource));
    const chargedMinor = fromUsdCents(amountCents, rate);
    const code = `PY${randomBytes(8).toString('hex').toUpperCase()}`;
    const opened = ctx.providers.payments.open({
      paymentCode: code,
      amountMinor: chargedMinor,
      currency: rate.currency,
      channel: channelNameOf(body.IsGuarantee),
      description: `Holo store orders ${orders.map((order) => order.code).join(', ')}`,
      returnPath: `/pay/result?type=store&id=${code}`,
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        code,
        memberId,
        purpose: 'store_orders',
        referenceId: ids[0]!,
        amountCents,
        currency: rate.currency,
        chargedMinor,
        channelCode: body.IsGuarantee,
        providerReference: opened.providerReference,
        createdAt: now,
      })
      .returning({ id: payments.id });
    await tx.insert(paymentStoreOrders).values(orders.map((order) => ({ paymentId: payment!.id, storeOrderId: order.id, amountCents: order.totalCents })));
    // Pay is pressed only with the Terms and Privacy box ticked: record the versions.
    await recordAgreements(tx, memberId, now);
    return { reply: { PaymentCode: code, PayUrl: opened.redirectUrl }, cancelled };
  });
  await cancelAtProvider(ctx, cancelled);
  return reply;
}
