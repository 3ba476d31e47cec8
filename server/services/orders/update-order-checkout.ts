/**
 * The checkout's changes to an unpaid order (spec 2 "Re-pay": address and payment method): the
 * ship-to address is copied onto the order, state tax follows the address's US state (item +
 * postage + buyer premium; see delivery-tax.ts), and the total
 * follows. The payment method must be one the buyer's region offers for that total.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { addresses, members, orders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { formatAddressDetail } from '../../../src/domain/address/address-detail';
import { stateTaxCents } from '../../../src/domain/fees/state-tax';
import { OrderStatus, type UpdateOrderBody } from '../../../src/domain/orders/order.schema';
import { payChannelsFor } from '../../../src/domain/payment/payment-channel';
import { deliveryTaxPercent } from './delivery-tax';

export async function updateOrderCheckout(ctx: ServiceContext, buyerId: number, orderId: number, change: UpdateOrderBody): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.buyerMemberId, buyerId)))
      .for('update');
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (order.orderStatus !== OrderStatus.Unpaid) throw conflict('ORDER_NOT_PAYABLE');
    const [buyer] = await tx.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, buyerId));
    const memberSource = buyer?.memberSource ?? 'US';
    let update: Partial<typeof orders.$inferInsert> = {};
    if (change.AddressId !== undefined) {
      const [address] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, change.AddressId), eq(addresses.memberId, buyerId)));
      if (!address) throw badRequest('ADDRESS_NOT_SET', 'AddressId');
      const taxPercent = await deliveryTaxPercent(tx, memberSource, address);
      const taxCents = taxPercent === null ? 0 : stateTaxCents(order.itemCents + order.postageCents + order.serviceFeeCents, taxPercent);
      update = {
        addressId: address.id,
        consignee: address.userName,
        nation: address.country,
        province: address.state || address.stateCode,
        city: address.city,
        zipCode: address.zipCode,
        mobile: address.phone,
        addressDetail: formatAddressDetail(address.streetAddress, address.streetAddress2),
        taxCents,
        totalCents: order.itemCents + order.postageCents + order.serviceFeeCents + taxCents - order.discountCents,
      };
    }
    if (change.IsGuarantee !== undefined) {
      const total = update.totalCents ?? order.totalCents;
      const channel = payChannelsFor(memberSource, total).find((c) => c.IsGuarantee === change.IsGuarantee);
      if (!channel?.isPrice) throw badRequest('PAY_CHANNEL_UNAVAILABLE', 'IsGuarantee');
      update.isGuarantee = change.IsGuarantee;
    }
    if (Object.keys(update).length > 0) await tx.update(orders).set(update).where(eq(orders.id, orderId));
  });
}
