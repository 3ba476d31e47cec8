/**
 * Where opening a notification goes (spec 3 "Notification types"): the row's own link when its
 * writer set one, else by its SendType: 1 order, 3 card, 4 offer, 5 bid, 9 the dispute dialog,
 * 11 warehouse, 0 and 8 a conversation. Notices meant for the seller side open the seller site
 * (sellerSiteLink; the app leaves for it with a full page load).
 */
import { SendType } from '../member/notification-types';

export interface NoticeLinkInput {
  id: number;
  sendType: number;
  relationId: number | null;
  link: string | null;
  sellerSide: boolean;
}

export function noticeLink(notice: NoticeLinkInput): string {
  if (notice.link) return notice.link;
  const detail = `/messages/detail/${notice.id}`;
  if (notice.relationId === null) return detail;
  const id = notice.relationId;
  if (notice.sellerSide) return sellerSiteLink(notice.sendType, id) ?? detail;
  switch (notice.sendType) {
    case SendType.Order:
      return `/myholo/detail/${id}`;
    case SendType.Card:
    case SendType.Bid:
      return `/carddetails/${id}`;
    case SendType.Offer:
      return `/myholo/offers`;
    case SendType.Safeguard:
      return `/myholo/detail/${id}?case=1`;
    case SendType.Warehouse:
      return `/myholo/warehouse`;
    case SendType.Message:
    case SendType.Message2:
      return `/messages/conversation/${id}`;
    default:
      return detail;
  }
}

/**
 * The seller site's page for a notice meant for the seller: the order or case (by the order's
 * kind, which the writer knows), the offers to answer, the listing, the conversation. Null: the
 * notice has no page there and opens its own detail.
 */
export function sellerSiteLink(sendType: number, relationId: number, orderKind: 'order' | 'store_order' = 'order'): string | null {
  switch (sendType) {
    case SendType.Order:
      return `/seller/orders/${orderKind}/${relationId}`;
    case SendType.Safeguard:
      return `/seller/cases/${orderKind}/${relationId}`;
    case SendType.Offer:
      return '/seller/offers';
    case SendType.Card:
    case SendType.Bid:
      return `/seller/listings/${relationId}`;
    case SendType.Message:
    case SendType.Message2:
      return `/seller/messages/${relationId}`;
    default:
      return null;
  }
}
