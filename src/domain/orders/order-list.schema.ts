/**
 * The buyer's order lists (spec 3 "Buyer order history", "Store order history"): the tabs, the
 * filters, the rows and the per-tab counts for the badges. Money in USD cents.
 *
 * Marketplace tabs (BuyOrderType): 1 unpaid, 2 to be shipped, 3 shipped, 4 dispute (no cases
 * exist yet: always empty), 5 to leave feedback (finished; no feedback exists yet, so every
 * finished order), 6 completed (finished and closed orders, each with its own status).
 * Store tabs: 1 unpaid, 2 to be shipped, 3 shipped, 4 completed (complete and closed unpaid).
 */
import { z } from 'zod';
import { orderDetailReply } from './order.schema';
import { storeOrderDetail } from '../cart/store-order.schema';

export const ORDER_LIST_PAGE_SIZE = 60;

export const buyOrderTypes = [1, 2, 3, 4, 5, 6] as const;
export type BuyOrderType = (typeof buyOrderTypes)[number];
export const BuyOrderType = { Unpaid: 1, ToShip: 2, Shipped: 3, Dispute: 4, ToFeedback: 5, Completed: 6 } as const;

export const storeOrderTypes = [1, 2, 3, 4] as const;
export type StoreOrderType = (typeof storeOrderTypes)[number];

/** A free-text filter: trimmed, an empty one is no filter. */
const filterText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((text) => (text ? text : undefined));

const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const myOrdersQuery = z.object({
  type: z.coerce.number().int().min(1).max(6).default(1).transform((n) => n as BuyOrderType),
  /** The item title contains this (case-insensitive, wildcards taken literally). */
  title: filterText,
  /** The order number (Code) contains this. */
  orderNo: filterText,
  /** The seller's nickname contains this. */
  seller: filterText,
  page,
});
export type MyOrdersQuery = z.output<typeof myOrdersQuery>;

export const myStoreOrdersQuery = z.object({
  type: z.coerce.number().int().min(1).max(4).default(1).transform((n) => n as StoreOrderType),
  title: filterText,
  orderNo: filterText,
  page,
});
export type MyStoreOrdersQuery = z.output<typeof myStoreOrdersQuery>;

/** One marketplace order in the list: the checkout's order fields (without the charged currency) and the seller. */
export const myOrderRow = orderDetailReply
  .omit({ Currency: true, ChargedTotal: true, BuyerMemberSource: true, TaxPercent: true })
  .extend({
    SellMemberSource: z.string(),
    /** The seller's avatar (spec: HeadPortrait). */
    HeadPortrait: z.string(),
    /** The seller's feedback score (spec: SellerIntegral): null until feedback exists. */
    SellerIntegral: z.number().int().nullable(),
    /** 1 when the buyer left feedback on this order: always 0 until feedback exists. */
    IsAppraisal: z.number().int(),
    /** Dispute state (0 none): always 0 until cases exist. */
    SRType: z.number().int(),
    ClosedAt: z.string().nullable(),
  });
export type MyOrderRow = z.infer<typeof myOrderRow>;

const n = z.number().int();
/** Orders per tab, for the badges; the filters do not change them. */
export const buyOrderCounts = z.object({ 1: n, 2: n, 3: n, 4: n, 5: n, 6: n });
export type BuyOrderCounts = z.infer<typeof buyOrderCounts>;
export const storeOrderCounts = z.object({ 1: n, 2: n, 3: n, 4: n });
export type StoreOrderCounts = z.infer<typeof storeOrderCounts>;

export const myOrdersReply = z.object({
  data: z.array(myOrderRow),
  /** Orders in this tab matching the filters (for paging). */
  count: z.number().int(),
  Counts: buyOrderCounts,
});
export type MyOrdersReply = z.infer<typeof myOrdersReply>;

export const myStoreOrderRow = storeOrderDetail.extend({ ClosedAt: z.string().nullable() });
export type MyStoreOrderRow = z.infer<typeof myStoreOrderRow>;

export const myStoreOrdersReply = z.object({
  data: z.array(myStoreOrderRow),
  count: z.number().int(),
  Counts: storeOrderCounts,
});
export type MyStoreOrdersReply = z.infer<typeof myStoreOrdersReply>;
