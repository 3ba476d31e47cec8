/**
 * A backlog for the automatic finish's kill -9 test: `count` marketplace orders paid (a payment
 * and its escrow row each, as the payment callback writes them) and shipped, all due to finish at
 * `dueAt`, written in bulk (no API; the reference data must be in). `checkFinishedOrders` then says
 * whether each order finished exactly once or was left exactly as it was.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { categories, commodities, ledgerEntries, members, orders, payments, shipments } from '../db/schema';

const ITEM_CENTS = 2_000;
const POSTAGE_CENTS = 300;
const FEE_CENTS = 115;
const TOTAL_CENTS = ITEM_CENTS + POSTAGE_CENTS + FEE_CENTS;

export interface DueShippedOrders {
  orderIds: number[];
  sellerId: number;
  buyerId: number;
}

export async function insertDueShippedOrders(db: Db, count: number, dueAt: Date): Promise<DueShippedOrders> {
  const [third] = await db.select().from(categories).where(eq(categories.level, 3)).orderBy(categories.id).limit(1);
  if (!third?.parentId) throw new Error('load the reference data first');
  const [second] = await db.select().from(categories).where(eq(categories.id, third.parentId));
  const [seller, buyer] = await db
    .insert(members)
    .values(['DueShipSeller', 'DueShipBuyer'].map((nickname, i) => ({
      nickname, email: `${nickname.toLowerCase()}@due.holo.test`, areaCode: '1', phoneCountry: 'US', telPhone: `6${String(i).padStart(9, '0')}`,
      passwordHash: 'not-used', memberSource: 'US', verifyStatus: 2, isSeller: i === 0,
    })))
    .returning({ id: members.id });
  const shippedAt = new Date(dueAt.getTime() - 30 * 86_400_000);
  const [item] = await db
    .insert(commodities)
    .values({
      code: 'DUESHIP000', title: 'Due shipped card', titImg: '', firstCategoryId: second!.parentId!, secondCategoryId: second!.id, thirdCategoryId: third.id,
      byWay: 1, status: -2, priceCents: ITEM_CENTS, startPriceCents: ITEM_CENTS, startsAt: shippedAt, sellerMemberId: seller!.id, memberSource: 'US',
    })
    .returning({ id: commodities.id });
  const rows = await db
    .insert(orders)
    .values(Array.from({ length: count }, (_, i) => ({
      code: `HD${String(i).padStart(8, '0')}`, buyerMemberId: buyer!.id, sellerMemberId: seller!.id, commodityId: item!.id, source: 'cart',
      orderStatus: 3, itemCents: ITEM_CENTS, postageCents: POSTAGE_CENTS, serviceFeeCents: FEE_CENTS, totalCents: TOTAL_CENTS,
      payDueAt: shippedAt, paidAt: shippedAt, shippedAt, createdAt: shippedAt,
    })))
    .returning({ id: orders.id });
  const orderIds = rows.map((row) => row.id);
  await db.insert(payments).values(orderIds.map((id) => ({
    code: `PD${id}`, memberId: buyer!.id, purpose: 'order', referenceId: id, amountCents: TOTAL_CENTS, chargedMinor: TOTAL_CENTS, channelCode: 6, status: 1,
    providerReference: `due_${id}`, createdAt: shippedAt, decidedAt: shippedAt,
  })));
  await db.insert(ledgerEntries).values(orderIds.map((id) => ({
    account: 'escrow', amountCents: TOTAL_CENTS, orderKind: 'order', orderId: id, event: 'paid', createdAt: shippedAt,
  })));
  await db.insert(shipments).values(orderIds.map((id, i) => ({
    orderKind: 'order', orderId: id, sellerMemberId: seller!.id, carrierCode: 'UPS', trackingNumber: `1ZDUE${String(i).padStart(8, '0')}`,
    shippedAt, subscribedAt: shippedAt, finishDueAt: dueAt,
  })));
  return { orderIds, sellerId: seller!.id, buyerId: buyer!.id };
}

/**
 * Problems found (empty when every order finished once: status 5, its shipment finished, five
 * book rows per order and both parties told once), counting in `untouched` the orders left exactly
 * as they were (status 3, nothing written).
 */
export async function checkFinishedOrders(db: Db, due: DueShippedOrders, untouched?: { count: number }): Promise<string[]> {
  const [orderRows, bookRows, toldRows] = await Promise.all([
    db
      .select({ id: orders.id, status: orders.orderStatus, finishedAt: orders.finishedAt, shipmentFinishedAt: shipments.finishedAt })
      .from(orders)
      .innerJoin(shipments, sql`${shipments.orderKind} = 'order' and ${shipments.orderId} = ${orders.id}`)
      .where(inArray(orders.id, due.orderIds)),
    queryRows<{ id: number; rows: string }>(
      db,
      sql`select order_id as id, string_agg(event || ':' || account || ':' || amount_cents, ',' order by event, account) as rows
        from ledger_entries where order_kind = 'order' group by order_id`,
    ),
    queryRows<{ id: number; members: string }>(
      db,
      sql`select (payload ->> 'orderId')::int as id, string_agg(payload ->> 'memberId', ',' order by (payload ->> 'memberId')::int) as members
        from outbox where kind = 'order.finished' group by 1`,
    ),
  ]);
  const book = new Map(bookRows.map((row) => [Number(row.id), row.rows]));
  const told = new Map(toldRows.map((row) => [Number(row.id), row.members]));
  const paid = `paid:escrow:${TOTAL_CENTS}`;
  const problems: string[] = [];
  for (const order of orderRows) {
    const found = { status: order.status, shipmentFinished: order.shipmentFinishedAt !== null, book: book.get(order.id) ?? '', told: told.get(order.id) ?? '' };
    const finished = {
      status: 5,
      shipmentFinished: true,
      book: `finished:escrow:-${TOTAL_CENTS},finished:fees:${FEE_CENTS},finished:proceeds:${ITEM_CENTS + POSTAGE_CENTS},${paid}`,
      told: [due.sellerId, due.buyerId].sort((a, b) => a - b).join(','),
    };
    const asItWas = { status: 3, shipmentFinished: false, book: paid, told: '' };
    if (untouched && JSON.stringify(found) === JSON.stringify(asItWas)) untouched.count += 1;
    else if (JSON.stringify(found) !== JSON.stringify(finished)) problems.push(`order ${order.id}: ${JSON.stringify(found)}, expected ${JSON.stringify(finished)}`);
    if (order.status === 5 && order.finishedAt?.getTime() !== order.shipmentFinishedAt?.getTime()) problems.push(`order ${order.id}: finished at two times`);
  }
  if (orderRows.length !== due.orderIds.length) problems.push(`${due.orderIds.length - orderRows.length} orders missing`);
  return problems;
}
