/**
 * POST /api/payments: opens a payment with the provider for one unpaid order, one unpaid store
 * order, or a CHP top-up, and answers where to send the payer. Nothing is paid here: the
 * provider's signed callback decides (apply-payment-callback.ts). An order has at most one waiting
 * payment: starting another replaces it (the old one is cancelled, at the provider too), under the
 * order's row lock so two starts at once leave one.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { members, orders, payments, storeOrders, warehouseOrders } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { StartPaymentBody, StartPaymentReply } from '../../../src/domain/payment/payment.schema';
import { channelNameOf, isPayableTotal, payChannelsFor, storePayChannelsFor } from '../../../src/domain/payment/payment-channel';
import { chargePackage } from '../../../src/domain/payment/chp-packages';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { WarehouseOrderStatus } from '../../../src/domain/warehouse/forwarding';
import { currencyFor } from '../../../src/domain/account/regions';
import { fromUsdCents } from '../../../src/domain/fees/exchange';
import { exchangeRateFor } from '../orders/exchange-rate';
import { changeUnpaidOrder } from '../orders/update-order-checkout';
import { cancelAtProvider, cancelWaitingPayments } from './cancel-waiting-payments';
import { recordAgreements } from '../legal/record-agreements';

interface Payable {
  amountCents: number;
  description: string;
  /** The result page's type: pay, store or chp (spec 2 "Payment result pages"). */
  resultType: 'pay' | 'store' | 'chp' | 'ware';
}

export async function startPayment(ctx: ServiceContext, memberId: number, request: StartPaymentBody): Promise<StartPaymentReply> {
  const now = ctx.clock.now();
  const { reply, cancelled } = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ memberSource: members.memberSource, verifyStatus: members.verifyStatus })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) throw notFound();
    const payable = await payableOf(tx, memberId, member, request, now);
    if (!isPayableTotal(payable.amountCents)) throw badRequest('ORDER_TOTAL_TOO_LOW');
    const channel = payChannelsFor(member.memberSource, payable.amountCents).find((c) => c.IsGuarantee === request.IsGuarantee);
    if (!channel?.isPrice) throw badRequest('PAY_CHANNEL_UNAVAILABLE', 'IsGuarantee');

    const rate = await exchangeRateFor(tx, currencyFor(member.memberSource));
    const chargedMinor = fromUsdCents(payable.amountCents, rate);
    const cancelled =
      request.Purpose === 'chp' ? [] : await cancelWaitingPayments(tx, { purpose: request.Purpose, referenceId: request.ReferenceId }, now);
    const code = `PY${randomBytes(8).toString('hex').toUpperCase()}`;
    const opened = ctx.providers.payments.open({
      paymentCode: code,
      amountMinor: chargedMinor,
      currency: rate.currency,
      channel: channelNameOf(request.IsGuarantee),
      description: payable.description,
      returnPath: `/pay/result?type=${payable.resultType}&id=${code}`,
    });
    await tx.insert(payments).values({
      code,
      memberId,
      purpose: request.Purpose,
      referenceId: request.ReferenceId,
      amountCents: payable.amountCents,
      currency: rate.currency,
      chargedMinor,
      channelCode: request.IsGuarantee,
      providerReference: opened.providerReference,
      createdAt: now,
    });
    // Pay is pressed only with the Terms and Privacy box ticked (every pay dialog has it): record the versions.
    await recordAgreements(tx, memberId, now);
    return { reply: { PaymentCode: code, PayUrl: opened.redirectUrl }, cancelled };
  });
  await cancelAtProvider(ctx, cancelled);
  return reply;
}

async function payableOf(
  tx: Tx,
  memberId: number,
  member: { memberSource: string; verifyStatus: number },
  request: StartPaymentBody,
  now: Date,
): Promise<Payable> {
  switch (request.Purpose) {
    case 'order': {
      let [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, request.ReferenceId), eq(orders.buyerMemberId, memberId)))
        .for('update');
      if (!order) throw notFound('ORDER_NOT_FOUND');
      assertPayable(order.orderStatus, order.payDueAt, now);
      // The service fee follows the pay type: paying with another method than the order's prices it again first.
      if (order.isGuarantee !== request.IsGuarantee) order = await changeUnpaidOrder(tx, memberId, order.id, { IsGuarantee: request.IsGuarantee });
      // Spec 2 section 5 "Order": an address is required unless the order ships through the agency.
      if (order.businessType !== 2 && order.consignee === null) throw badRequest('ADDRESS_NOT_SET', 'AddressId');
      return { amountCents: order.totalCents, description: `Holo order ${order.code}`, resultType: 'pay' };
    }
    case 'store_order': {
      const [order] = await tx
        .select()
        .from(storeOrders)
        .where(and(eq(storeOrders.id, request.ReferenceId), eq(storeOrders.buyerMemberId, memberId)))
        .for('update');
      if (!order) throw notFound('ORDER_NOT_FOUND');
      assertPayable(order.orderStatus, order.payDueAt, now);
      // Spec 2 "Store-mall checkout": only the card provider, or the other methods.
      const channel = storePayChannelsFor(member.memberSource, order.totalCents).find((c) => c.IsGuarantee === request.IsGuarantee);
      if (!channel?.isPrice) throw badRequest('PAY_CHANNEL_UNAVAILABLE', 'IsGuarantee');
      if (order.isGuarantee !== request.IsGuarantee) await tx.update(storeOrders).set({ isGuarantee: request.IsGuarantee }).where(eq(storeOrders.id, order.id));
      return { amountCents: order.totalCents, description: `Holo store order ${order.code}`, resultType: 'store' };
    }
    case 'chp': {
      // Spec 2 "Charge page": only for verified members.
      if (member.verifyStatus !== 2) throw forbidden('VERIFY_REQUIRED');
      const pack = chargePackage(request.ReferenceId);
      if (!pack) throw badRequest('CHARGE_PACKAGE_NOT_FOUND', 'ReferenceId');
      return { amountCents: pack.Money, description: `Holo CHP top-up ${pack.Money / 100}`, resultType: 'chp' };
    }
    case 'warehouse': {
      // A weighed warehouse order's postage and tax (issue 31): its member only, once (paid: 409).
      const [order] = await tx
        .select()
        .from(warehouseOrders)
        .where(and(eq(warehouseOrders.id, request.ReferenceId), eq(warehouseOrders.memberId, memberId)))
        .for('update');
      if (!order) throw notFound('WAREHOUSE_FORWARD_ORDER_NOT_FOUND');
      if (order.status !== WarehouseOrderStatus.Unpaid || order.totalCents === null) throw conflict('WAREHOUSE_ORDER_NOT_PAYABLE');
      return { amountCents: order.totalCents, description: `Holo warehouse order ${order.code}`, resultType: 'ware' };
    }
  }
}

function assertPayable(status: number, payDueAt: Date, now: Date) {
  if (status !== OrderStatus.Unpaid || payDueAt.getTime() <= now.getTime()) throw conflict('ORDER_NOT_PAYABLE');
}
