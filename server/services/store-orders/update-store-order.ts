/**
 * The re-pay page's changes to an unpaid store order (spec 2 "Re-pay": address and payment method;
 * spec 3 store orders: change address at status 1). A new address is copied again, and the postage
 * and state tax that depend on it are worked out again as at creation (tax on the items after their
 * coupons, plus postage). The payment method is the region's card channel or other (spec 2
 * "Store-mall checkout"). The coupons spent at creation stay: spec 2 section 7's cart-order re-pay
 * sends an empty couponMemberID. A waiting payment for another total is cancelled.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { addresses, members, storeOrders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { UpdateStoreOrderBody } from '../../../src/domain/cart/store-order.schema';
import { storePostage } from '../../../src/domain/cart/store-postage';
import { stateTaxCents } from '../../../src/domain/fees/state-tax';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { storePayChannelsFor } from '../../../src/domain/payment/payment-channel';
import { deliveryTaxPercent } from '../orders/delivery-tax';
import { addressSnapshot } from './create-store-orders';
import { cancelAtProvider, cancelWaitingPayments } from '../payments/cancel-waiting-payments';

export async function updateStoreOrder(ctx: ServiceContext, memberId: number, storeOrderId: number, change: UpdateStoreOrderBody): Promise<void> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(storeOrders)
      .where(and(eq(storeOrders.id, storeOrderId), eq(storeOrders.buyerMemberId, memberId)))
      .for('update');
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (order.orderStatus !== OrderStatus.Unpaid) throw conflict('ORDER_NOT_PAYABLE');
    const [buyer] = await tx.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, memberId));
    const memberSource = buyer?.memberSource ?? 'US';
    let update: Partial<typeof storeOrders.$inferInsert> = {};
    if (change.AddressId !== undefined) {
      const [address] = await tx.select().from(addresses).where(and(eq(addresses.id, change.AddressId), eq(addresses.memberId, memberId)));
      if (!address) throw notFound('NOT_FOUND');
      const goods = order.itemsCents - order.discountCents;
      const postage = storePostage(order.itemsCents, address.country === order.areaCode);
      const taxPercent = await deliveryTaxPercent(tx, memberSource, address);
      const taxCents = taxPercent === null ? 0 : stateTaxCents(goods + postage.postageCents, taxPercent);
      update = {
        ...addressSnapshot(address),
        postageType: postage.postageType,
        postageCents: postage.postageCents,
        taxCents,
        totalCents: Math.max(0, goods + postage.postageCents + taxCents),
      };
    }
    if (change.IsGuarantee !== undefined) {
      const total = update.totalCents ?? order.totalCents;
      const channel = storePayChannelsFor(memberSource, total).find((c) => c.IsGuarantee === change.IsGuarantee);
      if (!channel?.isPrice) throw badRequest('PAY_CHANNEL_UNAVAILABLE', 'IsGuarantee');
      update.isGuarantee = change.IsGuarantee;
    }
    await tx.update(storeOrders).set(update).where(eq(storeOrders.id, order.id));
    const keepTotalCents = update.totalCents ?? order.totalCents;
    return cancelWaitingPayments(tx, { purpose: 'store_order', referenceId: order.id, keepTotalCents }, ctx.clock.now());
  });
  await cancelAtProvider(ctx, cancelled);
}
