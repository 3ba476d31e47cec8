import { describe, expect, it } from 'vitest';
import type { BidHistoryReply } from '../../../domain/bidding/bid.schema';
import { OutBid } from '../../../domain/bidding/bid-options';
import { auctionItem, bidRow, hubMessage } from '../testing/bidding-fixtures';
import { applyHubMessageToHistory, applyHubMessageToItem, viewerOutBid } from './apply-hub-message';

describe('applyHubMessageToItem', () => {
  it('takes the price, next minimum, counts, end, status, first 3 bids and the viewer state from the message', () => {
    const item = auctionItem({ IsOutBid: OutBid.Leading, USD_MyPrice: 9000 });
    const list = [1, 2, 3, 4].map((n) => bidRow({ USD_Price: 6000 - n * 100 }));
    const end = new Date(Date.now() + 60_000).toISOString();
    const next = applyHubMessageToItem(item, hubMessage(item, {
      USD_Price: 5900, MinNextBid: 6400, AuctionCount: 5, AuctionsUserCount: 3, EffectiveDate: end, List: list, IsOutBid: OutBid.Outbid,
    }));
    expect(next).toMatchObject({ USD_Price: 5900, MinNextBid: 6400, AuctionCount: 5, AuctionsUserCount: 3, EffectiveDate: end, IsOutBid: OutBid.Outbid });
    expect(next.Auctions).toEqual(list.slice(0, 3));
    expect(next.USD_MyPrice).toBe(9000);
  });

  it('leaves out a message older than the cached item and one for another item', () => {
    const item = auctionItem({ AuctionCount: 6 });
    expect(applyHubMessageToItem(item, hubMessage(item, { AuctionCount: 5, USD_Price: 1 }))).toBe(item);
    expect(applyHubMessageToItem(item, hubMessage(item, { CommodityID: 8 }))).toBe(item);
  });

  it('never shows an ended auction live again: a join answer read before an early end arrives after it', () => {
    const ended = auctionItem({ Status: -2, AuctionCount: 1 });
    expect(applyHubMessageToItem(ended, hubMessage(ended, { Status: 1, AuctionCount: 1 }))).toBe(ended);
    const live = auctionItem({ Status: 1, AuctionCount: 1 });
    expect(applyHubMessageToItem(live, hubMessage(live, { Status: -2, AuctionCount: 1 })).Status).toBe(-2);
  });
});

describe('viewerOutBid', () => {
  it('uses the socket state, and without one the newest bid decides for a viewer who bid', () => {
    const item = auctionItem();
    expect(viewerOutBid(OutBid.Leading, hubMessage(item, { IsOutBid: OutBid.Outbid }))).toBe(OutBid.Outbid);
    expect(viewerOutBid(OutBid.Leading, hubMessage(item, { IsOutBid: 0, List: [bidRow({ IsMine: false })] }))).toBe(OutBid.Outbid);
    expect(viewerOutBid(OutBid.Outbid, hubMessage(item, { IsOutBid: 0, List: [bidRow({ IsMine: true, IsAuto: true })] }))).toBe(OutBid.Leading);
    expect(viewerOutBid(OutBid.None, hubMessage(item, { IsOutBid: 0, List: [bidRow()] }))).toBe(OutBid.None);
  });
});

describe('applyHubMessageToHistory', () => {
  it('updates the summary and keeps the paged rows', () => {
    const item = auctionItem();
    const reply: BidHistoryReply = {
      Item: {
        ID: 7, Title: item.Title, TitImg: item.TitImg, CommodityCode: item.CommodityCode, Status: 1, SellUserID: 99, USD_Price: 4500,
        AuctionCount: 3, AuctionsUserCount: 2, StartDate: item.StartDate, EffectiveDate: item.EffectiveDate, EffectiveDay: 7, IsOutBid: 3,
      },
      List: [bidRow()],
      Count: 3,
    };
    const next = applyHubMessageToHistory(reply, hubMessage(item, { USD_Price: 5500, AuctionCount: 4, AuctionsUserCount: 3, IsOutBid: 2 }));
    expect(next.Item).toMatchObject({ USD_Price: 5500, AuctionCount: 4, AuctionsUserCount: 3, IsOutBid: 2 });
    expect(next.List).toBe(reply.List);
  });
});
