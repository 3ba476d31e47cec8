/**
 * Where opening a notification goes (spec 3 "Notification types"): the row's own link when its
 * writer set one, else by its SendType: 1 order, 3 card, 4 offer, 5 bid, 9 the dispute dialog,
 * 11 warehouse, 0 and 8 a conversation. Notices meant for the seller side open their own detail
 * page until the seller site exists (issue 33), where they will open it in a new window.
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
  if (notice.sellerSide || notice.relationId === null) return detail;
  const id = notice.relationId;
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
