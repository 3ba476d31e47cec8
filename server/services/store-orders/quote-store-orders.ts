/**
 * POST /api/store-orders/quote: what Place order would charge for a cart selection, delivery
 * address and coupon choice, per store and in all, with the US state tax of that address. Nothing
 * is locked or written: placing the order checks everything again. The money comes from
 * storeOrderMoney and deliveryTaxPercent, as createStoreOrders computes it.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { addresses, members } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import type { QuoteStoreOrdersBody, QuoteStoreOrdersReply } from '../../../src/domain/cart/store-order.schema';
import { storeOrderMoney } from '../../../src/domain/cart/store-order-money';
import { applyCoupons } from '../../../src/domain/coupons/coupon-rules';
import { storePayChannelsFor } from '../../../src/domain/payment/payment-channel';
import { cartLineRows } from '../cart/cart-line-rows';
import { memberCouponsWhere } from '../coupons/member-coupon-rows';
import { couponErrorStatus } from '../coupons/spend-coupons';
import { deliveryTaxPercent } from '../orders/delivery-tax';

export async function quoteStoreOrders(ctx: ServiceContext, memberId: number, body: QuoteStoreOrdersBody): Promise<QuoteStoreOrdersReply> {
  const now = ctx.clock.now();
  const lineIds = [...new Set(body.CartLineIds)];
  return ctx.db.transaction(async (tx) => {
    const lines = await cartLineRows(tx, memberId, now, lineIds);
    // A line gone from the cart: placed in another tab, or removed (the page asks to go back to the cart).
    if (lines.length !== lineIds.length) throw conflict('ORDER_ALREADY_PLACED');
    const [address] = await tx.select().from(addresses).where(and(eq(addresses.id, body.AddressId), eq(addresses.memberId, memberId)));
    if (!address) throw notFound('NOT_FOUND');

    const choice = (body.Coupons ?? []).map((c) => ({ memberCouponId: c.MemberCouponId, line: lines.findIndex((line) => line.Id === c.CartLineId) }));
    const owned = await memberCouponsWhere(tx, memberId, now, undefined, [...new Set(choice.map((c) => c.memberCouponId))]);
    const couponLines = lines.map((line) => ({ commodityId: line.CommodityId, totalCents: line.NewPrice * line.Num }));
    const applied = applyCoupons(couponLines, choice.length > 0 ? owned : [], choice, now);
    if (!applied.ok) {
      const code = applied.code === 'BAD_REQUEST' ? 'COUPON_NOT_APPLICABLE' : applied.code;
      throw new AppError(couponErrorStatus[code], code, 'Coupons');
    }

    const [buyer] = await tx.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, memberId));
    const memberSource = buyer?.memberSource ?? 'US';
    const taxPercent = await deliveryTaxPercent(tx, memberSource, address);
    const byStore = new Map<number, { name: string; areaCode: string; items: number; discount: number }>();
    for (const [index, line] of lines.entries()) {
      const group = byStore.get(line.StoreId) ?? { name: line.StoreName, areaCode: line.AreaCode, items: 0, discount: 0 };
      group.items += line.NewPrice * line.Num;
      group.discount += applied.lines[index]!.discountCents;
      byStore.set(line.StoreId, group);
    }
    const stores = [...byStore.entries()].map(([storeId, group]) => {
      const money = storeOrderMoney(group.items, group.discount, address.country === group.areaCode, taxPercent);
      return {
        StoreId: storeId,
        StoreName: group.name,
        ItemsCents: money.itemsCents,
        DiscountCents: money.discountCents,
        PostageCents: money.postageCents,
        TaxCents: money.taxCents,
        TotalCents: money.totalCents,
      };
    });
    const sum = (key: 'ItemsCents' | 'DiscountCents' | 'PostageCents' | 'TaxCents' | 'TotalCents') => stores.reduce((total, s) => total + s[key], 0);
    const total = sum('TotalCents');
    return {
      Stores: stores,
      ItemsCents: sum('ItemsCents'),
      DiscountCents: sum('DiscountCents'),
      PostageCents: sum('PostageCents'),
      TaxCents: sum('TaxCents'),
      TotalCents: total,
      PayChannels: storePayChannelsFor(memberSource, total),
    };
  });
}
