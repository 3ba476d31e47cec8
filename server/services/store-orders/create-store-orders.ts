/**
 * POST /api/store-orders: the store checkout (spec 2 "Store-mall order"). One transaction:
 *  1. the selected cart lines are locked; any no longer in the cart means the order was already
 *     placed (a double click waits here for the first and then finds its lines gone);
 *  2. the trade gate for each store's seller; the delivery address is snapshotted;
 *  3. the conditions are locked in id order (no deadlock between two checkouts), the quantity
 *     rules checked against the locked stock, and the stock reserved (stock -= n, never below 0):
 *     of two buyers racing for the last unit, the second reads 0 and gets INSUFFICIENT_INVENTORY;
 *  4. the chosen coupons are spent on their lines (never below 0);
 *  5. one unpaid order per store (due in 2 days), and the ordered lines leave the cart.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { addresses, cartLines, commodities, commodityConditions, members, storeOrderLines, storeOrders, stores } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { CreateStoreOrdersBody } from '../../../src/domain/cart/store-order.schema';
import { quantityError } from '../../../src/domain/cart/quantity';
import { storeOrderMoney } from '../../../src/domain/cart/store-order-money';
import { defaultPayCodeFor, isPayableTotal } from '../../../src/domain/payment/payment-channel';
import { assertCanTrade } from '../bidding/assert-can-trade';
import { effectiveStatus } from '../bidding/auction-open';
import { boughtUnits } from '../cart/bought-units';
import { PAYMENT_WINDOW_MS } from '../orders/create-marketplace-order';
import { attachCouponsToStoreOrder, spendCoupons } from '../coupons/spend-coupons';
import { deliveryTaxPercent } from '../orders/delivery-tax';
import { formatAddressDetail } from '../../../src/domain/address/address-detail';

const STORE_ITEM = 1;

type Address = typeof addresses.$inferSelect;

export async function createStoreOrders(ctx: ServiceContext, memberId: number, body: CreateStoreOrdersBody) {
  const now = ctx.clock.now();
  const lineIds = [...new Set(body.CartLineIds)].sort((a, b) => a - b);
  return ctx.db.transaction(async (tx) => {
    const lines = await tx
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.memberId, memberId), inArray(cartLines.id, lineIds)))
      .orderBy(asc(cartLines.id))
      .for('update');
    if (lines.length !== lineIds.length) throw conflict('ORDER_ALREADY_PLACED');

    const [address] = await tx.select().from(addresses).where(and(eq(addresses.id, body.AddressId), eq(addresses.memberId, memberId)));
    if (!address) throw notFound('NOT_FOUND');

    const items = await tx
      .select({
        id: commodities.id,
        title: commodities.title,
        orderType: commodities.orderType,
        status: commodities.status,
        startsAt: commodities.startsAt,
        store: { id: stores.id, areaCode: stores.areaCode, sellerMemberId: stores.sellerMemberId },
      })
      .from(commodities)
      .innerJoin(stores, eq(stores.id, commodities.storeId))
      .where(inArray(commodities.id, [...new Set(lines.map((line) => line.commodityId))]));
    const itemById = new Map(items.map((item) => [item.id, item]));
    for (const line of lines) {
      const item = itemById.get(line.commodityId);
      if (!item || item.orderType !== STORE_ITEM) throw badRequest('NOT_A_STORE_ITEM');
      const status = effectiveStatus(item, now);
      if (status === 2) throw conflict('ITEM_COMING_SOON');
      if (status === 0) throw conflict('INSUFFICIENT_INVENTORY');
      if (status !== 1) throw conflict('ITEM_UNAVAILABLE');
    }
    for (const sellerId of new Set(items.map((item) => item.store.sellerMemberId))) await assertCanTrade(tx, memberId, sellerId, now);

    // Locked in id order, so two checkouts sharing conditions queue instead of deadlocking.
    const conditionIds = [...new Set(lines.map((line) => line.conditionId))].sort((a, b) => a - b);
    const conditions = await tx
      .select()
      .from(commodityConditions)
      .where(inArray(commodityConditions.id, conditionIds))
      .orderBy(asc(commodityConditions.id))
      .for('update');
    const conditionById = new Map(conditions.map((c) => [c.id, c]));
    // Read under the lock: a removal that committed first is seen here, so nothing is sold once retired.
    if (conditions.some((c) => c.retiredAt !== null)) throw conflict('ITEM_UNAVAILABLE');
    const bought = await boughtUnits(tx, memberId, conditionIds);
    for (const line of lines) {
      const c = conditionById.get(line.conditionId)!;
      const problem = quantityError(line.num, { stock: c.stock, isLimit: c.isLimit, limitNum: c.limitNum, bought: bought.get(c.id) ?? 0 });
      if (problem) throw new AppError(problem === 'QUANTITY_TOO_LOW' ? 400 : 409, problem);
    }

    // Coupons come off the lines they were chosen for (spendCoupons locks and checks them).
    const lineIndex = new Map(lines.map((line, index) => [line.id, index]));
    const choice = (body.Coupons ?? []).map((c) => {
      const index = lineIndex.get(c.CartLineId);
      if (index === undefined) throw badRequest('COUPON_NOT_APPLICABLE', 'Coupons');
      return { memberCouponId: c.MemberCouponId, line: index };
    });
    const spent = await spendCoupons(
      tx,
      memberId,
      lines.map((line) => ({ commodityId: line.commodityId, totalCents: conditionById.get(line.conditionId)!.priceCents * line.num })),
      choice,
      now,
    );
    const discountOf = (line: (typeof lines)[number]) => spent.lines[lineIndex.get(line.id)!]!;

    const [buyer] = await tx.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, memberId));
    const taxPercent = await deliveryTaxPercent(tx, buyer?.memberSource ?? 'US', address);
    const byStore = new Map<number, typeof lines>();
    for (const line of lines) {
      const storeId = itemById.get(line.commodityId)!.store.id;
      byStore.set(storeId, [...(byStore.get(storeId) ?? []), line]);
    }
    const payDueAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
    const snapshot = addressSnapshot(address);
    const ids: number[] = [];
    let priceTotal = 0;
    for (const [storeId, storeLines] of byStore) {
      const store = itemById.get(storeLines[0]!.commodityId)!.store;
      const itemsCents = storeLines.reduce((sum, line) => sum + conditionById.get(line.conditionId)!.priceCents * line.num, 0);
      const discountCents = storeLines.reduce((sum, line) => sum + discountOf(line).discountCents, 0);
      const { taxCents, totalCents, ...postage } = storeOrderMoney(itemsCents, discountCents, address.country === store.areaCode, taxPercent);
      if (!isPayableTotal(totalCents)) throw badRequest('ORDER_TOTAL_TOO_LOW');

      const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('store_orders', 'id'))::int as id`);
      await tx.insert(storeOrders).values({
        id,
        code: `HS${String(id).padStart(8, '0')}`,
        buyerMemberId: memberId,
        storeId,
        areaCode: store.areaCode,
        currency: 'USD',
        orderStatus: 1,
        itemsCents,
        taxCents,
        postageType: postage.postageType,
        postageCents: postage.postageCents,
        discountCents,
        totalCents,
        isGuarantee: defaultPayCodeFor(buyer?.memberSource ?? 'US'),
        ...snapshot,
        payDueAt,
        createdAt: now,
      });
      await tx.insert(storeOrderLines).values(
        storeLines.map((line) => {
          const c = conditionById.get(line.conditionId)!;
          return {
            storeOrderId: id,
            commodityId: line.commodityId,
            conditionId: line.conditionId,
            quantity: line.num,
            priceCents: c.priceCents,
            title: itemById.get(line.commodityId)!.title,
            conditionName: c.conditionName,
            memberCouponId: discountOf(line).memberCouponId,
            discountCents: discountOf(line).discountCents,
          };
        }),
      );
      for (const line of storeLines) await reserveStock(tx, line.conditionId, line.num);
      const couponIds = storeLines.flatMap((line) => discountOf(line).memberCouponId ?? []);
      if (couponIds.length > 0) await attachCouponsToStoreOrder(tx, couponIds, id);
      ids.push(id);
      priceTotal += totalCents;
    }
    await tx.delete(cartLines).where(inArray(cartLines.id, lineIds));
    return { StoreOrderIds: ids, PriceTotal: priceTotal, PayDueAt: payDueAt.toISOString() };
  });
}

/** stock -= n; the guard (and the table's check) keeps it from ever going below 0. */
async function reserveStock(tx: Tx, conditionId: number, units: number) {
  const updated = await tx
    .update(commodityConditions)
    .set({ stock: sql`${commodityConditions.stock} - ${units}` })
    .where(and(eq(commodityConditions.id, conditionId), gte(commodityConditions.stock, units)))
    .returning({ id: commodityConditions.id });
  if (updated.length === 0) throw conflict('INSUFFICIENT_INVENTORY');
}

/** The delivery as the order keeps it (spec 2 "Shipping address": street plus the second line in parentheses). */
export function addressSnapshot(address: Address) {
  return {
    consignee: address.userName,
    telephone: address.phone,
    postalCode: address.zipCode,
    provinceName: address.state,
    cityName: address.city,
    addressDetail: formatAddressDetail(address.streetAddress, address.streetAddress2),
  };
}
