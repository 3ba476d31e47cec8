/**
 * Notification kinds (spec 3 "Notification types": SendType) and the /messages tabs they fall under
 * (spec 3 "Notifications": MessageType). A saved-search alert is a card notice: it opens the item.
 */
export const SendType = {
  Message: 0,
  Order: 1,
  Card: 3,
  Offer: 4,
  Bid: 5,
  Message2: 8,
  Safeguard: 9,
  Warehouse: 11,
} as const;
export type SendType = (typeof SendType)[keyof typeof SendType];

/** The /messages tabs by MessageType: From the product (1), Offer (2), Bids (5), Order (6), Dispute (7). */
export const MessageTab = { Product: 1, Offer: 2, Bids: 5, Order: 6, Dispute: 7 } as const;
export type MessageTab = (typeof MessageTab)[keyof typeof MessageTab];

export function messageTabOf(sendType: number): MessageTab {
  switch (sendType) {
    case SendType.Order:
    case SendType.Warehouse:
      return MessageTab.Order;
    case SendType.Bid:
      return MessageTab.Bids;
    case SendType.Offer:
      return MessageTab.Offer;
    case SendType.Safeguard:
      return MessageTab.Dispute;
    default:
      return MessageTab.Product;
  }
}
