/* eslint-disable lingui/no-unlocalized-strings -- test fixtures and stubs, never shown to a person */
// Test helpers of the bidding feature (jsdom): an auction item, bid rows, hub messages and a fetch
// stub that answers by method and path.
import { vi } from 'vitest';
import type { BidRow, HubBidMessage } from '../../../domain/bidding/bid.schema';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function auctionItem(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return {
    ID: 7,
    CommodityID: 7,
    CommodityCode: 'HL000007',
    Title: '2018 Topps Update Shohei Ohtani #US1 Rookie',
    Detail: '',
    TitImg: '/media/7.png',
    Images: ['/media/7.png'],
    Properties: [],
    ByWay: 2,
    OrderType: 0,
    Bargain: false,
    StartPrice: 2000,
    StartDate: inDays(-1),
    ExtendedBiddingSeconds: null,
    Status: 1,
    USD_Price: 4500,
    MinNextBid: 5000,
    AuctionCount: 3,
    AuctionsUserCount: 2,
    EffectiveDate: inDays(2),
    Auctions: [bidRow({ USD_Price: 4500 })],
    IsOutBid: 0,
    USD_MyPrice: 0,
    IsAttention: false,
    AttentionCount: 0,
    DepositNum: 2,
    SellUserID: 99,
    SellRealName: 'DemoSeller',
    SellFavorableCount: 199,
    SellNegativeCount: 1,
    Store: null,
    MemberSource: 'US',
    BusinessType: 0,
    PostageMoney: 500,
    DomesticCustom: [],
    BuyerPremium: 250,
    StateTax: null,
    IsOwn: false,
    Conditions: [],
    ServerTime: new Date().toISOString(),
    ...overrides,
  };
}

export function bidRow(overrides: Partial<BidRow> = {}): BidRow {
  return {
    CreateUserName: 'b***r',
    IsMine: false,
    BuyFavorableCount: 4,
    MemberSource: 'US',
    USD_Price: 4500,
    IsAuto: false,
    CreateDate: new Date().toISOString(),
    ...overrides,
  };
}

export function hubMessage(item: ItemDetail, overrides: Partial<HubBidMessage> = {}): HubBidMessage {
  const message = {
    CommodityID: item.ID,
    Status: item.Status,
    USD_Price: item.USD_Price,
    MinNextBid: item.MinNextBid,
    AuctionCount: item.AuctionCount + 1,
    AuctionsUserCount: item.AuctionsUserCount,
    EffectiveDate: item.EffectiveDate,
    List: item.Auctions,
    IsOutBid: item.IsOutBid,
    CommittedAt: new Date().toISOString(),
    ...overrides,
  };
  return { PriceCount: message.AuctionCount, UserCount: message.AuctionsUserCount, ...message };
}

export type Reply = { status: number; body?: unknown } | 'network-error' | 'never';
type Route = `${'GET' | 'POST'} ${string}`;

/** Stubs fetch: `routes['POST /api/items/7/bids']` answers (a reply or a function of the body). */
export function stubBiddingApi(routes: Record<Route, Reply | ((body: unknown) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}` as Route;
    const entry = routes[key] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Request failed' } } };
    const reply = typeof entry === 'function' ? entry(init?.body ? JSON.parse(String(init.body)) : undefined) : entry;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'never') return new Promise<Response>(() => {});
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: Route) =>
    fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key);
  return { fetchMock, calls };
}
