/**
 * Demo orders after payment (issue 27): the demo buyer's purchases from the demo seller in every
 * state (unpaid, paid, shipped with a parcel still moving, delivered, finished with feedback both
 * ways, finished waiting for the buyer's feedback, closed unpaid), and finished sales with
 * feedback between the crowd and the US stores, so every order tab, order page and feedback list
 * shows something on a fresh start. Money follows the real rules: every paid order has its
 * payment and its escrow row; a finished one has moved its money out (movesOnFinish). The parcel
 * still moving has no subscription yet: the carrier job subscribes it at start, and the sandbox
 * carrier then moves it on its clock.
 */
import type { feedback, ledgerEntries, members, orders, payments, shipments, storeOrderLines, storeOrders, trackingEvents } from '../schema';
import type { ConditionRow } from './store-conditions';
import { storePostage } from '../../../src/domain/cart/store-postage';
import type { PlannedListing } from './listings';
import type { MemberSeed } from './members';
import { Random } from './random';
import { DEFAULT_SERVICE_RATE, serviceFeeCents } from '../../../src/domain/fees/service-fee';
import { orderTotalCents, taxBaseCents } from '../../../src/domain/fees/order-total';
import { stateTaxCents } from '../../../src/domain/fees/state-tax';
import { movesOnFinish } from '../../../src/domain/orders/order-finish';
import { demoAccounts } from './demo-accounts';
import { seedDemoWarehouse, type DemoWarehouse } from './demo-warehouse';
import { DEMO_FORWARDING_CARDS, seedDemoForwarding, type DemoForwarding } from './demo-forwarding';
import { storeDefs } from './stores';
import { UNPAID_BLOCK_DAYS } from '../../services/bidding/assert-can-trade';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NEW_YORK_TAX_PERCENT = 8.875;

type OrderRow = typeof orders.$inferInsert & { id: number };
type ShipmentRow = typeof shipments.$inferInsert & { id: number };

export interface DemoOrders {
  orders: OrderRow[];
  payments: (typeof payments.$inferInsert)[];
  shipments: ShipmentRow[];
  trackingEvents: (typeof trackingEvents.$inferInsert)[];
  feedback: (typeof feedback.$inferInsert)[];
  ledger: (typeof ledgerEntries.$inferInsert)[];
  storeOrders: (typeof storeOrders.$inferInsert & { id: number })[];
  storeOrderLines: (typeof storeOrderLines.$inferInsert)[];
  /** The demo buyer's cards through Holo's warehouse in Macao (demo-warehouse.ts). */
  warehouse: DemoWarehouse;
  /** The demo buyer's warehouse in every tab (demo-forwarding.ts). */
  forwarding: DemoForwarding;
}

/** Where an order stands, with its times in hours before the seeding time. */
type Stage =
  | { state: 'unpaid'; placed: number }
  | { state: 'closed'; placed: number }
  | { state: 'paid'; placed: number }
  | { state: 'moving'; placed: number }
  | { state: 'delivered'; placed: number }
  | { state: 'finished'; placed: number; buyerSays?: Said; sellerSays?: Said };

interface Said {
  positive: boolean;
  text: string;
}

interface Delivery {
  consignee: string;
  province: string;
  city: string;
  zipCode: string;
  mobile: string;
  addressDetail: string;
}

/**
 * A cross-region order into the buyer's warehouse at an agency (issue 31): no address on the order
 * and no state tax on this leg (the warehouse's forwarding order carries it); the parcel goes to the agency.
 */
interface IntoWarehouse {
  agency: Pick<Delivery, 'city' | 'province'>;
}

const macaoWarehouse: IntoWarehouse = { agency: { city: 'Macao', province: 'Macao' } };

const demoBuyerDelivery: Delivery = {
  consignee: 'Alex Morgan',
  province: 'New York',
  city: 'New York',
  zipCode: '10118',
  mobile: demoAccounts.buyer.telPhone,
  addressDetail: '350 Fifth Avenue (Suite 4100)',
};

const crowdCities = [
  ['Ohio', 'Columbus', '43215'], ['Texas', 'Austin', '78701'], ['California', 'San Diego', '92101'], ['Illinois', 'Chicago', '60601'],
  ['Washington', 'Seattle', '98101'], ['Florida', 'Tampa', '33602'], ['Colorado', 'Denver', '80202'], ['Georgia', 'Atlanta', '30303'],
] as const;

const praise = [
  'Card arrived exactly as pictured, well packed. Thank you!',
  'Fast shipping, top loader and team bag. Great seller.',
  'Slab in perfect shape, quick delivery. Would buy again.',
  'Smooth deal, great communication. A+',
  'Better than described. Shipped the next day.',
];
const complaints = ['Took over two weeks to ship and the corner is softer than the photos.', 'Sleeve was missing and the card arrived with a ding.'];
/** The stores whose record carries a few complaints; the others stand at 100%. */
const criticisedStores = new Set(['Rookie Row Collectibles', 'Hobby Haven Breaks'].map((name) => storeDefs.findIndex((def) => def.name === name) + 1));

const buyerPraise = ['Fast payment, great buyer.', 'Paid right away. Pleasure to deal with.', 'Quick payment, thank you!'];

/** Carriers a US seller ships with, and a tracking number each knows (none ends in 0000: the sandbox would not know it). */
const parcels = [
  ['UPS', (n: number) => `1Z999AA1${String(10_000_000 + n * 7_919).slice(-8)}4`],
  ['DHL', (n: number) => `${String(3_000_000_000 + n * 104_729)}`],
  ['FEDEX', (n: number) => `7720${String(10_000_000 + n * 15_485).slice(-8)}`],
] as const;

const stations = (origin: string, destination: string) => [
  `Picked up — ${origin}`,
  `Departed facility — ${origin} hub`,
  `Out for delivery — ${destination}`,
  `Delivered — ${destination}, front desk`,
];

export function seedDemoOrders(listings: PlannedListing[], conditions: ConditionRow[], people: MemberSeed, now: number): DemoOrders {
  const random = new Random(27_027);
  const out: DemoOrders = { orders: [], payments: [], shipments: [], trackingEvents: [], feedback: [], ledger: [], storeOrders: [], storeOrderLines: [], warehouse: { images: [], warehouseItems: [] }, forwarding: { warehouseOrders: [], warehouseItems: [], shipments: [], trackingEvents: [], payments: [], ledger: [] } };
  const sold = listings.filter((l) => l.kind === 'buy-now-sold' && l.row.memberSource === 'US');
  const onSale = listings.find((l) => l.kind === 'buy-now' && l.row.memberSource === 'US');
  const sellerStore = listings.find((l) => l.row.sellerMemberId === people.demo.seller)?.row.storeId ?? 1;

  // The demo buyer's story with the demo seller: these listings become the demo seller's.
  const story: Stage[] = [
    { state: 'unpaid', placed: 3 },
    { state: 'paid', placed: 6 },
    { state: 'moving', placed: 30 },
    { state: 'delivered', placed: 5 * 24 },
    { state: 'finished', placed: 20 * 24, buyerSays: { positive: true, text: praise[0]! }, sellerSays: { positive: true, text: buyerPraise[0]! } },
    { state: 'finished', placed: 9 * 24, sellerSays: { positive: true, text: buyerPraise[1]! } },
  ];
  const storyListings = sold.slice(0, story.length);
  storyListings.forEach((listing, index) => {
    listing.row.sellerMemberId = people.demo.seller;
    listing.row.storeId = sellerStore;
    addOrder(out, listing, people.demo.buyer, people.demo.seller, demoBuyerDelivery, story[index]!, now);
  });
  // Closed unpaid long enough ago that it no longer bars the demo buyer from trading.
  const closedPlaced = (UNPAID_BLOCK_DAYS + 12) * 24;
  if (onSale) addOrder(out, onSale, people.demo.buyer, onSale.row.sellerMemberId!, demoBuyerDelivery, { state: 'closed', placed: closedPlaced }, now);

  // Store orders from the demo seller's store: one paid, one on its way, one complete with feedback.
  const storeItems = listings.filter((l) => l.kind === 'store' && l.row.storeId === sellerStore);
  const storeStages: Stage[] = [
    { state: 'paid', placed: 8 },
    { state: 'delivered', placed: 6 * 24 },
    { state: 'finished', placed: 15 * 24, buyerSays: { positive: true, text: praise[1]! }, sellerSays: { positive: true, text: buyerPraise[2]! } },
  ];
  storeStages.forEach((stage, index) => {
    const item = storeItems[index];
    const condition = item && conditions.find((c) => c.commodityId === item.row.id);
    if (item && condition) addStoreOrder(out, item, condition, people.demo.buyer, people.demo.seller, stage, now);
  });

  // Two cards from the Macao store through Holo's warehouse in Macao: one on its way, one checked.
  const macaoStore = storeDefs.findIndex((def) => def.owner.memberSource === 'MO');
  const viaWarehouse = sold.slice(story.length, story.length + 2);
  if (macaoStore >= 0 && viaWarehouse.length === 2) {
    const macaoSeller = people.storeOwnerIds[macaoStore]!;
    const placed = [5 * 24, 6 * 24];
    viaWarehouse.forEach((listing, index) => {
      Object.assign(listing.row, { sellerMemberId: macaoSeller, storeId: macaoStore + 1, memberSource: 'MO' });
      addOrder(out, listing, people.demo.buyer, macaoSeller, macaoWarehouse, { state: 'delivered', placed: placed[index]! }, now);
    });
    const [onItsWay, checked] = out.orders.slice(-2);
    out.warehouse = seedDemoWarehouse([onItsWay!, checked!], [viaWarehouse[0]!.row, viaWarehouse[1]!.row] as [{ title: string; titImg: string }, { title: string; titImg: string }], people.demo.staff, now);
  }
  // More cards from the Macao store, finished into the demo buyer's warehouse there: one in every warehouse tab.
  const forwarded = macaoStore >= 0 ? sold.slice(story.length + viaWarehouse.length, story.length + viaWarehouse.length + DEMO_FORWARDING_CARDS) : [];
  if (forwarded.length === DEMO_FORWARDING_CARDS) {
    const macaoSeller = people.storeOwnerIds[macaoStore]!;
    forwarded.forEach((listing, index) => {
      Object.assign(listing.row, { sellerMemberId: macaoSeller, storeId: macaoStore + 1, memberSource: 'MO' });
      addOrder(out, listing, people.demo.buyer, macaoSeller, macaoWarehouse, { state: 'finished', placed: (40 + index * 3) * 24 }, now);
    });
    const bought = out.orders.slice(-DEMO_FORWARDING_CARDS) as (OrderRow & { itemCents: number; buyerMemberId: number })[];
    out.forwarding = seedDemoForwarding(bought, forwarded.map((l) => l.row as { title: string; titImg: string }), people.demo.staff, out.shipments.length + 1, now);
    out.shipments.push(...out.forwarding.shipments);
    out.trackingEvents.push(...out.forwarding.trackingEvents);
    out.payments.push(...out.forwarding.payments);
    out.ledger.push(...out.forwarding.ledger);
  }

  // The crowd's finished purchases: most sellers have a record, a few of it negative.
  for (const listing of sold.slice(story.length + viaWarehouse.length + forwarded.length)) {
    const buyer = random.pick(people.bidderIds);
    const [province, city, zipCode] = random.pick(crowdCities);
    const delivery = { consignee: `Collector ${buyer}`, province, city, zipCode, mobile: `3105550${String(buyer).padStart(3, '0')}`, addressDetail: `${random.int(10, 990)} Main Street` };
    const buyerSays = random.chance(0.9)
      ? { positive: !(criticisedStores.has(listing.row.storeId!) && random.chance(0.3)), text: '' }
      : undefined;
    if (buyerSays) buyerSays.text = buyerSays.positive ? random.pick(praise) : random.pick(complaints);
    const sellerSays = random.chance(0.8) ? { positive: true, text: random.pick(buyerPraise) } : undefined;
    addOrder(out, listing, buyer, listing.row.sellerMemberId!, delivery, { state: 'finished', placed: random.int(7, 90) * 24, buyerSays, sellerSays }, now);
  }
  return out;
}

/** Writes the members' feedback counters from the seeded feedback. */
export function countFeedback(rows: (typeof members.$inferInsert)[], given: DemoOrders['feedback']) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const f of given) {
    const member = byId.get(f.toMemberId);
    if (!member) continue;
    const positive = f.appraisalStatus === 1;
    if (f.appraisalType === 1) {
      if (positive) member.buyFavorableCount = (member.buyFavorableCount ?? 0) + 1;
      else member.buyNegativeCount = (member.buyNegativeCount ?? 0) + 1;
    } else if (positive) member.sellFavorableCount = (member.sellFavorableCount ?? 0) + 1;
    else member.sellNegativeCount = (member.sellNegativeCount ?? 0) + 1;
  }
}

/** When each step of an order's life happened, for its stage. */
function timesOf(stage: Stage, now: number) {
  const hours = (h: number) => new Date(now - h * HOUR);
  const placedAt = hours(stage.placed);
  const paid = stage.state !== 'unpaid' && stage.state !== 'closed';
  const paidAt = paid ? new Date(placedAt.getTime() + 20 * 60_000) : null;
  // Shipped a day after payment (the moving parcel: a minute before the seeding time).
  const shippedAt = stage.state === 'moving' ? hours(1 / 60) : paidAt && stage.state !== 'paid' ? new Date(paidAt.getTime() + DAY) : null;
  const deliveredAt = shippedAt && (stage.state === 'delivered' || stage.state === 'finished') ? new Date(shippedAt.getTime() + 3 * DAY) : null;
  const finishedAt = deliveredAt && stage.state === 'finished' ? new Date(deliveredAt.getTime() + DAY) : null;
  return { placedAt, paidAt, shippedAt, deliveredAt, finishedAt };
}

function addOrder(out: DemoOrders, listing: PlannedListing, buyerId: number, sellerId: number, delivery: Delivery | IntoWarehouse, stage: Stage, now: number) {
  const intoWarehouse = 'agency' in delivery;
  const id = out.orders.length + 1;
  const times = timesOf(stage, now);
  const itemCents = listing.row.priceCents;
  const postageCents = listing.row.postageCents ?? 0;
  const fee = serviceFeeCents(DEFAULT_SERVICE_RATE, itemCents, postageCents);
  const base = { itemCents, postageCents, serviceFeeCents: fee.ServiceFee };
  const taxCents = intoWarehouse ? 0 : stateTaxCents(taxBaseCents(base), NEW_YORK_TAX_PERCENT);
  const money = { ...base, taxCents, discountCents: fee.Discount, totalCents: orderTotalCents({ ...base, taxCents, discountCents: fee.Discount }) };
  out.orders.push({
    id,
    code: `HO${String(id).padStart(8, '0')}`,
    buyerMemberId: buyerId,
    sellerMemberId: sellerId,
    commodityId: listing.row.id,
    source: 'buynow',
    orderStatus: { unpaid: 1, paid: 2, moving: 3, delivered: 3, finished: 5, closed: 6 }[stage.state],
    itemCents,
    postageCents,
    serviceFeeCents: money.serviceFeeCents,
    taxCents,
    discountCents: money.discountCents,
    totalCents: money.totalCents,
    ...(intoWarehouse ? {} : { nation: 'US', ...delivery }),
    closeReason: stage.state === 'closed' ? 'unpaid' : null,
    payDueAt: new Date(times.placedAt.getTime() + 2 * DAY),
    paidAt: times.paidAt,
    closedAt: stage.state === 'closed' ? new Date(times.placedAt.getTime() + 2 * DAY) : null,
    shippedAt: times.shippedAt,
    finishedAt: times.finishedAt,
    receivedAt: times.finishedAt,
    createdAt: times.placedAt,
  });
  afterPayment(out, { kind: 'order', id, buyerId, sellerId, commodityId: listing.row.id, money, destination: intoWarehouse ? delivery.agency : delivery }, stage, times);
}

function addStoreOrder(out: DemoOrders, listing: PlannedListing, condition: ConditionRow, buyerId: number, sellerId: number, stage: Stage, now: number) {
  const id = out.storeOrders.length + 1;
  const times = timesOf(stage, now);
  const itemCents = condition.priceCents;
  const postage = storePostage(itemCents, true);
  const taxCents = stateTaxCents(itemCents + postage.postageCents, NEW_YORK_TAX_PERCENT);
  const money = { itemCents, postageCents: postage.postageCents, serviceFeeCents: 0, taxCents, discountCents: 0, totalCents: itemCents + postage.postageCents + taxCents };
  out.storeOrders.push({
    id,
    code: `HS${String(id).padStart(8, '0')}`,
    buyerMemberId: buyerId,
    storeId: listing.row.storeId!,
    areaCode: 'US',
    orderStatus: { unpaid: 1, paid: 2, moving: 3, delivered: 3, finished: 4, closed: 6 }[stage.state],
    itemsCents: itemCents,
    taxCents,
    postageType: postage.postageType,
    postageCents: postage.postageCents,
    totalCents: money.totalCents,
    consignee: demoBuyerDelivery.consignee,
    telephone: demoBuyerDelivery.mobile,
    postalCode: demoBuyerDelivery.zipCode,
    provinceName: demoBuyerDelivery.province,
    cityName: demoBuyerDelivery.city,
    addressDetail: demoBuyerDelivery.addressDetail,
    payDueAt: new Date(times.placedAt.getTime() + 2 * DAY),
    paidAt: times.paidAt,
    shippedAt: times.shippedAt,
    finishedAt: times.finishedAt,
    receivedAt: times.finishedAt,
    createdAt: times.placedAt,
  });
  out.storeOrderLines.push({
    storeOrderId: id,
    commodityId: listing.row.id,
    conditionId: condition.id!,
    quantity: 1,
    priceCents: itemCents,
    title: listing.row.title,
    conditionName: condition.conditionName,
  });
  // Sold units count as sold (the seeded stock is what is left).
  condition.quantitySold = (condition.quantitySold ?? 0) + 1;
  afterPayment(out, { kind: 'store_order', id, buyerId, sellerId, commodityId: listing.row.id, money, destination: demoBuyerDelivery }, stage, times);
}

interface PaidOrder {
  kind: 'order' | 'store_order';
  id: number;
  buyerId: number;
  sellerId: number;
  commodityId: number;
  money: Parameters<typeof movesOnFinish>[0];
  destination: Pick<Delivery, 'city' | 'province'>;
}

/** The payment, the escrow and what finishing moved, the parcel and its events, and the feedback both ways. */
function afterPayment(out: DemoOrders, order: PaidOrder, stage: Stage, times: ReturnType<typeof timesOf>) {
  const { paidAt, shippedAt, deliveredAt, finishedAt } = times;
  if (!paidAt) return;
  const { kind, id, money } = order;
  out.payments.push({
    code: `PYDEMO${kind === 'order' ? 'O' : 'S'}${String(id).padStart(6, '0')}`,
    memberId: order.buyerId,
    purpose: kind,
    referenceId: id,
    amountCents: money.totalCents,
    currency: 'USD',
    chargedMinor: money.totalCents,
    channelCode: 6,
    status: 1,
    providerReference: `sandbox-demo-${kind}-${id}`,
    createdAt: times.placedAt,
    decidedAt: paidAt,
  });
  out.ledger.push({ account: 'escrow', amountCents: money.totalCents, orderKind: kind, orderId: id, event: 'paid', createdAt: paidAt });
  if (finishedAt) {
    for (const move of movesOnFinish(money)) {
      out.ledger.push({ account: move.account, memberId: move.account === 'proceeds' ? order.sellerId : null, amountCents: move.amountCents, orderKind: kind, orderId: id, event: 'finished', createdAt: finishedAt });
    }
  }
  if (!shippedAt) return;

  const [carrierCode, numberFor] = parcels[(out.shipments.length + 1) % parcels.length]!;
  const shipment: ShipmentRow = {
    id: out.shipments.length + 1,
    orderKind: kind,
    orderId: id,
    sellerMemberId: order.sellerId,
    carrierCode,
    trackingNumber: numberFor(out.shipments.length + 1),
    state: deliveredAt ? 3 : 0,
    shippedAt,
    // The moving parcel is subscribed by the carrier job at start; the others' events are all in.
    subscribedAt: stage.state === 'moving' ? null : shippedAt,
    deliveredAt,
    finishDueAt: deliveredAt ? new Date(deliveredAt.getTime() + 7 * DAY) : new Date(shippedAt.getTime() + 30 * DAY),
    finishedAt,
  };
  out.shipments.push(shipment);
  if (!deliveredAt) return;
  const names = stations('New York, NY', `${order.destination.city}, ${order.destination.province}`);
  const eventTimes = [shippedAt.getTime() + 2 * HOUR, shippedAt.getTime() + DAY, deliveredAt.getTime() - 5 * HOUR, deliveredAt.getTime()];
  const states = [1, 2, 2, 3];
  eventTimes.forEach((time, step) => {
    out.trackingEvents.push({
      shipmentId: shipment.id,
      providerEventId: `demo-${shipment.id}-${step + 1}`,
      state: states[step]!,
      station: names[step]!,
      occurredAt: new Date(time),
      receivedAt: new Date(time),
    });
  });

  if (stage.state !== 'finished' || !finishedAt) return;
  const leave = (said: Said | undefined, from: number, to: number, appraisalType: 1 | 2, after: number) => {
    if (!said) return;
    out.feedback.push({
      orderKind: kind,
      orderId: id,
      fromMemberId: from,
      toMemberId: to,
      appraisalType,
      appraisalStatus: said.positive ? 1 : 2,
      content: said.text,
      commodityId: order.commodityId,
      createdAt: new Date(finishedAt.getTime() + after),
    });
  };
  leave(stage.buyerSays, order.buyerId, order.sellerId, 2, 2 * HOUR);
  leave(stage.sellerSays, order.sellerId, order.buyerId, 1, 5 * HOUR);
}
