import { describe, expect, it } from 'vitest';
import type { NotificationCounts, NotificationRow } from '../../../domain/messages/notification.schema';
import { SendType } from '../../../domain/member/notification-types';
import { patchCounts, patchList } from './notice-cache-patch';

const row = (ID: number, SendType: number, IsRead = false): NotificationRow => ({
  ID,
  Title: `Notice ${ID}`,
  ContentDesc: '',
  SendType,
  RelationID: null,
  IsRead,
  CreateDate: '2026-11-20T10:00:00Z',
  Link: `/messages/detail/${ID}`,
  SellerSide: false,
});
const counts: NotificationCounts = { OrderCount: 1, AuctionCount: 2, ASKCount: 0, SRCount: 0, SysCount: 0, Total: 3 };

describe('the optimistic inbox patches', () => {
  it('marks the chosen rows read and keeps an untouched page as it was', () => {
    const page = { Data: [row(1, SendType.Bid), row(2, SendType.Bid)], Count: 2 };
    const read = patchList(page, new Set([2]), 'read');
    expect(read.Data.map((r) => r.IsRead)).toEqual([false, true]);
    expect(read.Data[0]).toBe(page.Data[0]);
    expect(patchList(page, new Set([9]), 'read')).toBe(page);
  });

  it('removes deleted rows and lowers the total', () => {
    const page = { Data: [row(1, SendType.Bid), row(2, SendType.Order)], Count: 61 };
    expect(patchList(page, new Set([1]), 'delete')).toEqual({ Data: [page.Data[1]], Count: 60 });
  });

  it('takes each unread row once from its tab and the total, and none for rows already read', () => {
    const rows = [row(1, SendType.Bid), row(1, SendType.Bid), row(2, SendType.Order), row(3, SendType.Bid, true)];
    expect(patchCounts(counts, rows, new Set([1, 2, 3]))).toEqual({ ...counts, AuctionCount: 1, OrderCount: 0, Total: 1 });
  });

  it('never goes below zero', () => {
    const zero = { ...counts, AuctionCount: 0, Total: 0 };
    expect(patchCounts(zero, [row(1, SendType.Bid)], new Set([1]))).toEqual(zero);
  });
});
