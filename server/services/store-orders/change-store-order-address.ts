/**
 * Changing the delivery address of an unpaid store order (spec 2 "Re-pay"; spec 3 store orders:
 * change address at status 1): the address is copied again, and the postage and state tax that
 * depend on it are worked out again, as at creation.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { addresses, members, storeOrders } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { storePostage } from '../../../src/domain/cart/store-postage';
import { stateTaxCents } from '../../../src/domain/fees/state-tax';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { deliveryTaxPercent } from '../orders/delivery-tax';
import { addressSnapshot } from './create-store-orders';

export async function changeStoreOrderAddress(ctx: ServiceContext, memberId: number, storeOrderId: number, addressId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(storeOrders)
      .where(and(eq(storeOrders.id, storeOrderId), eq(storeOrders.buyerMemberId, memberId)))
      .for('update');
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (order.orderStatus !== OrderStatus.Unpaid) throw conflict('ORDER_NOT_PAYABLE');
    const [address] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.memberId, memberId)));
    if (!address) throw notFound('NOT_FOUND');
    const [buyer] = await tx.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, memberId));
    const postage = storePostage(order.itemsCents, address.country === order.areaCode);
    const taxPercent = await deliveryTaxPercent(tx, buyer?.memberSource ?? 'US', address);
    const taxCents = taxPercent === null ? 0 : stateTaxCents(order.itemsCents + postage.postageCents, taxPercent);
    await tx
      .update(storeOrders)
      .set({
        ...addressSnapshot(address),
        postageType: postage.postageType,
        postageCents: postage.postageCents,
        taxCents,
        totalCents: Math.max(0, order.itemsCents + postage.postageCents + taxCents - order.discountCents),
      })
      .where(eq(storeOrders.id, order.id));
  });
}
