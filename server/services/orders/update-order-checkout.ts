/**
 * The checkout's changes to an unpaid order (spec 2 "Re-pay": address and payment method; "Transfer
 * service"): a ship-to address from the book (domestic sales only), or for a cross-region sale the
 * transfer service on to a transfer address or off to the warehouse, and the payment method. Every
 * change prices the order again (price-order.ts): the service fee and discount follow the pay type,
 * state tax the delivery, the total both. The payment method must be one the buyer's region offers
 * for the new total. A waiting payment for another total is cancelled.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { commodities, members, orders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isCrossRegion, transferServiceApplies } from '../../../src/domain/agency/agency';
import { OrderStatus, type UpdateOrderBody } from '../../../src/domain/orders/order.schema';
import { payChannelsFor } from '../../../src/domain/payment/payment-channel';
import { deliveryTaxPercent, type TaxedDelivery } from './delivery-tax';
import { addressBookDelivery, transferDelivery, warehouseDelivery, type DeliveryChange } from './order-delivery';
import { priceOrder } from './price-order';
import { cancelAtProvider, cancelWaitingPayments } from '../payments/cancel-waiting-payments';

type OrderRow = typeof orders.$inferSelect;

export async function updateOrderCheckout(ctx: ServiceContext, buyerId: number, orderId: number, change: UpdateOrderBody): Promise<void> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const order = await changeUnpaidOrder(tx, buyerId, orderId, change);
    return cancelWaitingPayments(tx, { purpose: 'order', referenceId: order.id, keepTotalCents: order.totalCents }, ctx.clock.now());
  });
  await cancelAtProvider(ctx, cancelled);
}

/** Applies the change to the buyer's unpaid order inside `tx` (the order row is locked) and answers the row as it now is. */
export async function changeUnpaidOrder(tx: Tx, buyerId: number, orderId: number, change: UpdateOrderBody): Promise<OrderRow> {
  if (change.AddressId !== undefined && typeof change.TransferAddressId === 'number') throw badRequest('BAD_REQUEST', 'TransferAddressId');
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerMemberId, buyerId)))
    .for('update');
  if (!order) throw notFound('ORDER_NOT_FOUND');
  if (order.orderStatus !== OrderStatus.Unpaid) throw conflict('ORDER_NOT_PAYABLE');
  const [parties] = await tx
    .select({ buyerSource: members.memberSource, sellerSource: commodities.memberSource })
    .from(members)
    .innerJoin(commodities, eq(commodities.id, order.commodityId))
    .where(eq(members.id, buyerId));
  const buyerSource = parties?.buyerSource ?? 'US';
  const sellerSource = parties?.sellerSource ?? buyerSource;

  let delivery: DeliveryChange = { update: {}, taxed: currentDelivery(order) };
  if (change.TransferAddressId !== undefined) {
    if (!transferServiceApplies(buyerSource, sellerSource)) throw badRequest('TRANSFER_SERVICE_UNAVAILABLE', 'TransferAddressId');
    // Off: back to the warehouse at the same agency, not to a domestic sale.
    delivery = change.TransferAddressId === null ? await warehouseDelivery(tx, sellerSource) : await transferDelivery(tx, buyerId, sellerSource, change.TransferAddressId);
  }
  if (change.AddressId !== undefined) delivery = await addressBookDelivery(tx, buyerId, change.AddressId, isCrossRegion(buyerSource, sellerSource));

  const payType = change.IsGuarantee ?? order.isGuarantee;
  const taxPercent = delivery.taxed === null ? null : await deliveryTaxPercent(tx, buyerSource, delivery.taxed);
  const pricing = await priceOrder(tx, { buyerSource, sellerSource, payType }, order, taxPercent);
  if (change.IsGuarantee !== undefined) {
    const channel = payChannelsFor(buyerSource, pricing.totalCents).find((c) => c.IsGuarantee === change.IsGuarantee);
    if (!channel?.isPrice) throw badRequest('PAY_CHANNEL_UNAVAILABLE', 'IsGuarantee');
  }
  const [updated] = await tx
    .update(orders)
    .set({ ...delivery.update, ...pricing, isGuarantee: payType })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}

/** The delivery on the order now, for its state tax: none before an address is set or through the transfer service. */
function currentDelivery(order: OrderRow): TaxedDelivery | null {
  if (order.consignee === null || order.nation === null || order.transferAddressId !== null) return null;
  return { country: order.nation, state: order.province ?? '', stateCode: '' };
}
