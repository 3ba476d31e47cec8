/**
 * The notices of an order after payment: shipped and delivered (to the buyer), finished (to the
 * seller, and to the buyer when the sweeper finished it) and feedback received (to the member it
 * is about), each a /messages row that opens the order, written once however often the job runs;
 * and the same events as push messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedback, notifications, outbox } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { createStoreWithItem, insertSale, insertStoreSale, shipOk } from '../testing/sale-fixtures';
import { enqueueEvent, OutboxKind, type OrderEventPayload } from '../services/outbox/enqueue-event';
import { SendType } from '../../src/domain/member/notification-types';
import type { PushKind } from '../../src/domain/push/push.schema';
import { loadPushFacts } from '../../push-server/push-facts';
import { pushKinds } from '../../push-server/push-kinds';
import type { PushEvent } from '../../push-server/push-event';
import { runOnce as sendOrderNotifications } from './order-notifications';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
});
afterAll(() => t?.close());

const emit = (kind: Parameters<typeof enqueueEvent>[1], payload: OrderEventPayload) =>
  db().transaction((tx) => enqueueEvent(tx, kind, payload, t.clock.now()));
const noticesOf = (memberId: number) => db().select().from(notifications).where(eq(notifications.memberId, memberId)).orderBy(notifications.id);

async function shippedOrder() {
  const seller = await createTrader(t, { isSeller: true });
  const buyer = await createTrader(t);
  const sale = await insertSale(t, { buyer, seller, status: 2, title: 'Charizard Holo' });
  await shipOk(seller, 'order', sale.id, { ShipperCode: 'UPS', LogisticCode: '1Z999AA10123456784' });
  return { seller, buyer, sale };
}

describe('order notifications after payment', () => {
  it('tells the buyer of the shipment and the delivery, the seller of the finish and each side of feedback, once', async () => {
    const { seller, buyer, sale } = await shippedOrder();
    await emit(OutboxKind.OrderDelivered, { memberId: buyer.memberId, orderId: sale.id, commodityId: sale.commodityId });
    await emit(OutboxKind.OrderFinished, { memberId: seller.memberId, orderId: sale.id, commodityId: sale.commodityId });
    await emit(OutboxKind.OrderFinished, { memberId: buyer.memberId, orderId: sale.id, commodityId: sale.commodityId });
    await db().insert(feedback).values({
      orderKind: 'order', orderId: sale.id, fromMemberId: buyer.memberId, toMemberId: seller.memberId,
      appraisalType: 2, appraisalStatus: 2, content: 'Slow <b>shipping</b>', commodityId: sale.commodityId,
    });
    await emit(OutboxKind.FeedbackReceived, { memberId: seller.memberId, orderId: sale.id, commodityId: sale.commodityId });

    expect(await sendOrderNotifications(t.app.ctx)).toBe(5);
    expect(await sendOrderNotifications(t.app.ctx)).toBe(0);

    const toBuyer = await noticesOf(buyer.memberId);
    expect(toBuyer.map((n) => [n.sendType, n.relationId, n.title])).toEqual([
      [SendType.Order, sale.id, `Order ${sale.code} has shipped: UPS 1Z999AA10123456784`],
      [SendType.Order, sale.id, `Order ${sale.code} was delivered`],
      [SendType.Order, sale.id, `Order ${sale.code} is finished`],
    ]);
    expect(toBuyer[0]!.body).toContain('Charizard Holo is on its way with UPS, tracking number 1Z999AA10123456784.');
    expect(toBuyer[0]!.body).toContain(`href="/myholo/detail/${sale.id}"`);
    expect(toBuyer[1]!.body).toContain('confirm receipt');
    expect(toBuyer[2]!.body).toContain('Leave feedback');

    const toSeller = await noticesOf(seller.memberId);
    expect(toSeller.map((n) => n.title)).toEqual([`Order ${sale.code} is finished`, `You received negative feedback on order ${sale.code}`]);
    expect(toSeller[0]!.body).toContain('USD 45.00 was credited to your proceeds');
    // The seller's notices open the order on the seller site; the buyer's stay in the app.
    expect(toSeller.map((n) => [n.sellerSide, n.link])).toEqual([
      [true, `/seller/orders/order/${sale.id}`],
      [true, `/seller/orders/order/${sale.id}`],
    ]);
    expect(toBuyer.every((n) => !n.sellerSide && n.link === null)).toBe(true);
    // The member's words are escaped.
    expect(toSeller[1]!.body).toContain('Slow &lt;b&gt;shipping&lt;/b&gt;');
  });

  it("opens a store order's notices on the store order page", async () => {
    const seller = await createTrader(t, { isSeller: true });
    const buyer = await createTrader(t);
    const { storeId, item } = await createStoreWithItem(t, seller);
    const storeSale = await insertStoreSale(t, {
      buyer,
      storeId,
      status: 2,
      lines: [{ commodityId: item.id, conditionId: item.conditionIds[0]!, title: 'Sleeves', quantity: 1, priceCents: 2_500 }],
    });
    await shipOk(seller, 'store_order', storeSale.id, { ShipperCode: 'FEDEX', LogisticCode: '794612345678' });
    await sendOrderNotifications(t.app.ctx);
    const [notice] = await noticesOf(buyer.memberId);
    expect(notice).toMatchObject({ relationId: storeSale.id, title: `Order ${storeSale.code} has shipped: FedEx 794612345678` });
    expect(notice!.body).toContain(`href="/myholo/orderdetail/${storeSale.id}"`);
  });

  it('sends the four kinds as push messages that open the order', async () => {
    const { seller, buyer, sale } = await shippedOrder();
    await db().insert(feedback).values({
      orderKind: 'order', orderId: sale.id, fromMemberId: seller.memberId, toMemberId: buyer.memberId,
      appraisalType: 1, appraisalStatus: 1, content: 'Paid fast, thanks', commodityId: sale.commodityId,
    });
    await emit(OutboxKind.OrderDelivered, { memberId: buyer.memberId, orderId: sale.id });
    await emit(OutboxKind.OrderFinished, { memberId: seller.memberId, orderId: sale.id });
    await emit(OutboxKind.FeedbackReceived, { memberId: buyer.memberId, orderId: sale.id });
    const twins = (await db().select().from(outbox).where(eq(outbox.kind, OutboxKind.Push)))
      .map((row) => row.payload as PushEvent)
      .filter((event) => event.orderId === sale.id);
    expect(twins.map((event) => event.event).sort()).toEqual(['feedback.received', 'order.delivered', 'order.finished', 'order.shipped']);

    const facts = await db().transaction((tx) => loadPushFacts(tx, twins));
    const message = (kind: PushKind) => {
      const event = twins.find((e) => e.event === kind)!;
      return pushKinds[kind].draft(kind, event, facts(event), t.clock.now())!.message;
    };
    expect(message('order.shipped')).toMatchObject({
      title: `Order ${sale.code} has shipped`,
      body: 'Charizard Holo is on its way with UPS, tracking number 1Z999AA10123456784.',
      url: `/myholo/detail/${sale.id}`,
    });
    expect(message('order.delivered').title).toBe(`Order ${sale.code} was delivered`);
    expect(message('order.finished').body).toBe('The order for Charizard Holo is finished: USD 45.00 was credited to your proceeds.');
    expect(message('feedback.received')).toMatchObject({ title: `You received positive feedback on order ${sale.code}`, body: 'Paid fast, thanks' });
  });
});
