/**
 * The seller's sales (the seller site's orders desk; issue 27): marketplace orders and store
 * orders together, by state. Tabs: 1 to ship (paid), 2 shipped, 3 finished. Money in USD cents;
 * SellerTotal is what the seller is credited when the order finishes (item and postage).
 */
import { z } from 'zod/mini';

export const SALES_PAGE_SIZE = 60;
export const SalesTab = { ToShip: 1, Shipped: 2, Finished: 3 } as const;

export const sellerSalesQuery = z.object({
  tab: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3)), 1),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type SellerSalesQuery = z.output<typeof sellerSalesQuery>;

export const sellerSaleRow = z.object({
  /** 'order' (a marketplace order, /api/seller/orders/:id/…) or 'store_order'. */
  Kind: z.enum(['order', 'store_order']),
  Id: z.int(),
  Code: z.string(),
  /** Marketplace: 1–6 as spec 3 "Buyer order status"; store: 1–6 as "Store order status". */
  OrderStatus: z.int(),
  Title: z.string(),
  TitImg: z.string(),
  /** Items in the order (a store order's lines added up). */
  Quantity: z.int(),
  BuyerUserID: z.int(),
  BuyerName: z.string(),
  SellerTotal: z.int(),
  /** The ship-to address (the packing slip): the agency's warehouse for a cross-region order that is not custom-address; null before checkout sets one. */
  Address: z.nullable(
    z.object({ Consignee: z.string(), Mobile: z.string(), Address: z.string(), City: z.string(), Provice: z.string(), ZipCode: z.string(), Nation: z.string() }),
  ),
  PaidAt: z.nullable(z.string()),
  SendTime: z.nullable(z.string()),
  Express: z.nullable(z.string()),
  ExpressCode: z.nullable(z.string()),
  DeliveredAt: z.nullable(z.string()),
  FinishTime: z.nullable(z.string()),
  /** 1 when the seller left feedback on the buyer; 1 when the buyer left feedback on the seller. */
  IsBuyAppraisal: z.int(),
  IsAppraisal: z.int(),
});
export type SellerSaleRow = z.infer<typeof sellerSaleRow>;

const n = z.int();
export const sellerSalesReply = z.object({
  data: z.array(sellerSaleRow),
  count: z.int(),
  Counts: z.object({ 1: n, 2: n, 3: n }),
});
export type SellerSalesReply = z.infer<typeof sellerSalesReply>;

/** GET /api/seller/sales/:kind/:id: one sale with its lines (the order page and the packing slip). */
export const sellerSaleDetail = z.extend(sellerSaleRow, {
  Lines: z.array(z.object({ Title: z.string(), Condition: z.string(), Quantity: z.int() })),
});
export type SellerSaleDetail = z.infer<typeof sellerSaleDetail>;
export const sellerSaleParams = z.object({
  kind: z.enum(['order', 'store_order']),
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

export const shipOrderReply = z.object({ OrderStatus: z.int(), SendTime: z.string() });
