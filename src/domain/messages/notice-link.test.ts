import { describe, expect, it } from 'vitest';
import { SendType } from '../member/notification-types';
import { noticeLink, sellerSiteLink } from './notice-link';

const notice = { id: 40, relationId: 12, link: null, sellerSide: false };

describe('noticeLink', () => {
  it("opens a buyer's notice in the app by its type", () => {
    expect(noticeLink({ ...notice, sendType: SendType.Order })).toBe('/myholo/detail/12');
    expect(noticeLink({ ...notice, sendType: SendType.Offer })).toBe('/myholo/offers');
    expect(noticeLink({ ...notice, sendType: SendType.Message2 })).toBe('/messages/conversation/12');
  });

  it("opens a seller's notice on the seller site, and its own detail when the site has no page for it", () => {
    expect(noticeLink({ ...notice, sellerSide: true, sendType: SendType.Offer })).toBe('/seller/offers');
    expect(noticeLink({ ...notice, sellerSide: true, sendType: SendType.Bid })).toBe('/seller/listings/12');
    expect(noticeLink({ ...notice, sellerSide: true, sendType: SendType.Message })).toBe('/seller/messages/12');
    expect(noticeLink({ ...notice, sellerSide: true, sendType: SendType.Warehouse })).toBe('/messages/detail/40');
  });

  it("keeps the writer's own link, which names a store order's kind", () => {
    const link = sellerSiteLink(SendType.Safeguard, 12, 'store_order');
    expect(link).toBe('/seller/cases/store_order/12');
    expect(noticeLink({ ...notice, sellerSide: true, sendType: SendType.Safeguard, link })).toBe(link);
  });
});
