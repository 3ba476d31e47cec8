/**
 * The order detail pages (spec 3 "Order detail screens"): /myholo/detail/{orderId} for a card
 * order and /myholo/orderdetail/{id} for a store order, read by the buyer or the order's seller
 * (`Viewer`). A buyer sees the buyer premium and the state tax; a seller sees the plain total
 * (SellerTotal: item and postage, what the seller's proceeds will be).
 */
import { z } from 'zod/mini';
import { myOrderRow, myStoreOrderRow } from './order-list.schema';

export const orderViewer = z.enum(['buyer', 'seller']);
export type OrderViewer = z.infer<typeof orderViewer>;

const buyerInfo = {
  Viewer: orderViewer,
  BuyerUserID: z.int(),
  /** The buyer's nickname (the stepper's buyer info; the ship-to name is the address's Consignee). */
  BuyerName: z.string(),
  SellerTotal: z.int(),
};

/**
 * Where a card order goes through Holo's warehouse (issue 31; src/domain/warehouse): ToWarehouse
 * for a cross-region order that is not custom-address, the warehouse's city, the spec's CheckState
 * (0 not received, 1 checking, 2 checked or confirmed) and CheckTimeLong (seconds left of the
 * buyer's 48 hours while the photographed card waits for confirmation, else null).
 */
const warehouseInfo = {
  ToWarehouse: z.boolean(),
  WarehouseCity: z.nullable(z.string()),
  CheckState: z.int(),
  CheckTimeLong: z.nullable(z.int()),
};

/** GET /api/me/orders/:id */
export const orderPageReply = z.extend(myOrderRow, { ...buyerInfo, ...warehouseInfo });
export type OrderPage = z.infer<typeof orderPageReply>;

/** GET /api/me/store-orders/:id */
export const storeOrderPageReply = z.extend(myStoreOrderRow, buyerInfo);
export type StoreOrderPage = z.infer<typeof storeOrderPageReply>;

/** POST /api/orders/:id/receive and /api/store-orders/:id/receive: the order's new state. */
export const confirmReceiptReply = z.object({ OrderStatus: z.int(), FinishTime: z.string() });
