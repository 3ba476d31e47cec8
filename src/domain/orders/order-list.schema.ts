/**
 * The buyer's order lists (spec 3 "Buyer order history", "Store order history"): the tabs, the
 * filters, the rows and the per-tab counts for the badges. Money in USD cents.
 *
 * Marketplace tabs (BuyOrderType): 1 unpaid, 2 to be shipped, 3 shipped, 4 dispute (no cases
 * exist yet: always empty), 5 to leave feedback (finished, and the buyer has not left feedback),
 * 6 completed (finished and closed orders, each with its own status).
 * Store tabs: 1 unpaid, 2 to be shipped, 3 shipped, 4 completed (complete and closed unpaid).
 */
import { z } from 'zod/mini';
import { orderDetailReply } from './order.schema';
import { storeOrderDetail } from '../cart/store-order.schema';

export const ORDER_LIST_PAGE_SIZE = 60;

export const buyOrderTypes = [1, 2, 3, 4, 5, 6] as const;
export type BuyOrderType = (typeof buyOrderTypes)[number];
export const BuyOrderType = { Unpaid: 1, ToShip: 2, Shipped: 3, Dispute: 4, ToFeedback: 5, Completed: 6 } as const;

export const storeOrderTypes = [1, 2, 3, 4] as const;
export type StoreOrderType = (typeof storeOrderTypes)[number];

/** A free-text filter: trimmed, an empty one is no filter. */
const filterText = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(100))),
  z.transform((text: string | undefined) => (text ? text : undefined)),
);

const page = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);

export const myOrdersQuery = z.object({
  type: z.pipe(
    z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(6)), 1),
    z.transform((n: number) => n as BuyOrderType),
  ),
  /** The item title contains this (case-insensitive, wildcards taken literally). */
  title: filterText,
  /** The order number (Code) contains this. */
  orderNo: filterText,
  /** The seller's nickname contains this. */
  seller: filterText,
  /** The dispute tab's status (spec SRType): 0 all, 1 disputing, 2 disputed, 3 revoked; read once cases exist. */
  sr: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(3))),
  page,
});
export type MyOrdersQuery = z.output<typeof myOrdersQuery>;

export const myStoreOrdersQuery = z.object({
  type: z.pipe(
    z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(4)), 1),
    z.transform((n: number) => n as StoreOrderType),
  ),
  title: filterText,
  orderNo: filterText,
  page,
});
export type MyStoreOrdersQuery = z.output<typeof myStoreOrdersQuery>;

/** One marketplace order in the list: the checkout's order fields (without the charged currency) and the seller. */
export const myOrderRow = z.extend(z.omit(orderDetailReply, { Currency: true, ChargedTotal: true, BuyerMemberSource: true, TaxPercent: true }), {
  SellMemberSource: z.string(),
  /** The seller's avatar (spec: HeadPortrait). */
  HeadPortrait: z.string(),
  /** The seller's positive and negative feedback as a seller (spec: SellerIntegral is the positive count). */
  SellerIntegral: z.int(),
  SellNegativeCount: z.int(),
  /** 1 when the buyer left feedback on this order (spec: IsAppraisal). */
  IsAppraisal: z.int(),
  /** 1 when the seller left feedback on the buyer (spec: IsBuyAppraisal). */
  IsBuyAppraisal: z.int(),
  /** Dispute state (spec SRType): 0 none, 1 disputing, 2 disputed, 3 revoked (the order's case). */
  SRType: z.int(),
  ClosedAt: z.nullable(z.string()),
  /** Shipped (spec: SendTime), with the carrier (Express, ExpressName) and the tracking number (ExpressCode). */
  SendTime: z.nullable(z.string()),
  Express: z.nullable(z.string()),
  ExpressName: z.nullable(z.string()),
  ExpressCode: z.nullable(z.string()),
  /** The carrier reported the parcel delivered. */
  DeliveredAt: z.nullable(z.string()),
  /** Finished (status 5), and whether the buyer confirmed it (spec: IsReceive) or the sweeper did. */
  FinishTime: z.nullable(z.string()),
  IsReceive: z.boolean(),
  /** A shipped order finishes by itself at this time unless the buyer confirms first (docs/decisions.md). */
  AutoFinishAt: z.nullable(z.string()),
});
export type MyOrderRow = z.infer<typeof myOrderRow>;

const n = z.int();
/** Orders per tab, for the badges; the filters do not change them. */
export const buyOrderCounts = z.object({ 1: n, 2: n, 3: n, 4: n, 5: n, 6: n });
export type BuyOrderCounts = z.infer<typeof buyOrderCounts>;
export const storeOrderCounts = z.object({ 1: n, 2: n, 3: n, 4: n });
export type StoreOrderCounts = z.infer<typeof storeOrderCounts>;

export const myOrdersReply = z.object({
  data: z.array(myOrderRow),
  /** Orders in this tab matching the filters (for paging). */
  count: z.int(),
  Counts: buyOrderCounts,
});
export type MyOrdersReply = z.infer<typeof myOrdersReply>;

export const myStoreOrderRow = z.extend(storeOrderDetail, {
  ClosedAt: z.nullable(z.string()),
  /** The store's seller, and their feedback as a seller. */
  SellerMemberId: z.int(),
  SellFavorableCount: z.int(),
  SellNegativeCount: z.int(),
  /** Shipped (spec: SendDateTime) with the carrier (LogisticsCompanyCode) and the tracking number (LogisticsCode). */
  SendDateTime: z.nullable(z.string()),
  LogisticsCompanyCode: z.nullable(z.string()),
  LogisticsCompanyName: z.nullable(z.string()),
  LogisticsCode: z.nullable(z.string()),
  DeliveredAt: z.nullable(z.string()),
  /** Complete (status 4), by the buyer (IsReceive) or the sweeper. */
  CompleteTime: z.nullable(z.string()),
  IsReceive: z.boolean(),
  AutoFinishAt: z.nullable(z.string()),
  /** 1 when the buyer left feedback on the store's seller; 1 when the seller left feedback on the buyer. */
  IsAppraisal: z.int(),
  IsBuyAppraisal: z.int(),
  /** Dispute state as the marketplace row's: 0 none, 1 disputing, 2 disputed, 3 revoked. */
  SRType: z.int(),
});
export type MyStoreOrderRow = z.infer<typeof myStoreOrderRow>;

export const myStoreOrdersReply = z.object({
  data: z.array(myStoreOrderRow),
  count: z.int(),
  Counts: storeOrderCounts,
});
export type MyStoreOrdersReply = z.infer<typeof myStoreOrdersReply>;
