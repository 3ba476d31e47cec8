/**
 * What an order lets its viewer do now (spec 3 section 2 "Actions" and "Store order history",
 * section 4, section 6): the buttons of the order lists and of the order detail pages. Contact
 * seller (issue 29) is not offered yet.
 */
import { mayOpenCase } from '../cases/case-buttons';
import type { MyOrderRow, MyStoreOrderRow } from './order-list.schema';
import type { OrderViewer } from './order-page.schema';
import { orderStage, type OrderStage } from './order-stage';

export interface OrderActions {
  payNow: boolean;
  changeAddress: boolean;
  confirmReceipt: boolean;
  tracking: boolean;
  leaveFeedback: boolean;
  /** "Open a case" (the buyer; spec 3 section 2's case link rule). */
  openCase: boolean;
  /** "View case": the order has one (buyer or seller). */
  viewCase: boolean;
  viewDetails: boolean;
}

export interface OrderActionInput {
  viewer: OrderViewer;
  stage: OrderStage;
  /** The pay window is still open. */
  payOpen: boolean;
  /** The buyer gives the ship-to address (not an order through the warehouse agency, BusinessType 2). */
  addressable: boolean;
  /** The seller gave a carrier and a tracking number. */
  shipped: boolean;
  /** The viewer already left feedback on this order (the buyer: IsAppraisal 1; the seller: IsBuyAppraisal 1). */
  feedbackLeft: boolean;
  /** The order has a case (the row's SRType above 0, marketplace and store orders alike). */
  hasCase?: boolean;
  /** Sold by Holo itself (spec SellerWyAccId 3): never a case. No such seller exists yet. */
  platformSold?: boolean;
}

export function orderActions({ viewer, stage, payOpen, addressable, shipped, feedbackLeft, hasCase = false, platformSold = false }: OrderActionInput): OrderActions {
  const buyer = viewer === 'buyer';
  const paying = buyer && stage === 'unpaid' && payOpen;
  return {
    payNow: paying,
    changeAddress: paying && addressable,
    confirmReceipt: buyer && stage === 'shipped',
    tracking: shipped,
    leaveFeedback: stage === 'finished' && !feedbackLeft,
    openCase: buyer && mayOpenCase({ stage, hasCase, platformSold }),
    viewCase: hasCase === true,
    viewDetails: true,
  };
}

type MarketplaceFields = Pick<
  MyOrderRow,
  'OrderStatus' | 'IsReceive' | 'BusinessType' | 'ExpressCode' | 'IsAppraisal' | 'IsBuyAppraisal' | 'SRType'
>;

/**
 * A marketplace order's actions for its buyer or seller. `payOpen`: its pay window is open now, by
 * the caller's clock (only an unpaid order needs one ticking).
 */
export function marketplaceOrderActions(order: MarketplaceFields, viewer: OrderViewer, payOpen: boolean): OrderActions {
  return orderActions({
    viewer,
    stage: orderStage(order.OrderStatus, order.IsReceive),
    payOpen,
    addressable: order.BusinessType !== 2,
    shipped: Boolean(order.ExpressCode),
    feedbackLeft: (viewer === 'buyer' ? order.IsAppraisal : order.IsBuyAppraisal) === 1,
    hasCase: order.SRType > 0,
  });
}

type StoreFields = Pick<MyStoreOrderRow, 'OrderStatus' | 'IsReceive' | 'LogisticsCode' | 'IsAppraisal' | 'IsBuyAppraisal' | 'SRType'>;

/** A store order's actions: the same rules, its case read from SRType; a store order always ships to the buyer's address. */
export function storeOrderActions(order: StoreFields, viewer: OrderViewer, payOpen: boolean): OrderActions {
  return orderActions({
    viewer,
    stage: orderStage(order.OrderStatus, order.IsReceive),
    payOpen,
    addressable: true,
    shipped: Boolean(order.LogisticsCode),
    feedbackLeft: (viewer === 'buyer' ? order.IsAppraisal : order.IsBuyAppraisal) === 1,
    hasCase: order.SRType > 0,
  });
}
