/* eslint-disable lingui/no-unlocalized-strings -- test fixtures, never shown to a person */
// Test data: an item as GET /api/items/:id answers it, and a listing card for 'You may also like'.
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';

const HOUR = 3_600_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

export function auctionItem(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return {
    ID: 5,
    CommodityID: 5,
    CommodityCode: 'HC000005',
    Title: '2018 Topps Update Shohei Ohtani #US1 Rookie',
    Detail: 'Sharp corners.\nShips in a top loader.',
    TitImg: '/media/generated/card/5.webp',
    Images: ['/media/generated/card/5.webp', '/media/generated/card-back/5.webp'],
    Properties: [
      { PropertyEnName: 'Sport', PropertyValue: 'Baseball' },
      { PropertyEnName: 'Rookie', PropertyValue: 'Yes' },
    ],
    ByWay: 2,
    OrderType: 0,
    Bargain: false,
    Status: 1,
    USD_Price: 4500,
    StartPrice: 1000,
    MinNextBid: 5000,
    AuctionCount: 4,
    AuctionsUserCount: 3,
    StartDate: iso(-2 * 24 * HOUR),
    EffectiveDate: iso(2 * 24 * HOUR + 5 * HOUR + 60_000),
    ExtendedBiddingSeconds: null,
    Auctions: [
      { CreateUserName: 'C*******1', IsMine: false, BuyFavorableCount: 12, MemberSource: 'US', USD_Price: 4500, IsAuto: true, CreateDate: iso(-HOUR) },
      { CreateUserName: 'Collector2', IsMine: true, BuyFavorableCount: 0, MemberSource: 'US', USD_Price: 4000, IsAuto: false, CreateDate: iso(-2 * HOUR) },
      { CreateUserName: 'b***r', IsMine: false, BuyFavorableCount: 3, MemberSource: 'HK', USD_Price: 2000, IsAuto: false, CreateDate: iso(-3 * HOUR) },
      { CreateUserName: 'z***z', IsMine: false, BuyFavorableCount: 0, MemberSource: 'US', USD_Price: 1000, IsAuto: false, CreateDate: iso(-4 * HOUR) },
    ],
    IsOutBid: 0,
    USD_MyPrice: 0,
    IsAttention: false,
    AttentionCount: 2,
    DepositNum: 1,
    SellUserID: 12,
    SellRealName: 'DemoSeller',
    SellFavorableCount: 199,
    SellNegativeCount: 1,
    Store: { ID: 4, Name: 'Charizard Corner', Logo: '/media/generated/store/4.webp' },
    MemberSource: 'US',
    BusinessType: 0,
    PostageMoney: 500,
    DomesticCustom: [
      { Status: 1, USD_Price: 0, AreaName: 'California' },
      { Status: 2, USD_Price: 0, AreaName: 'Nevada' },
      { Status: 3, USD_Price: 850, AreaName: 'Alaska' },
    ],
    BuyerPremium: 250,
    StateTax: null,
    IsOwn: false,
    Conditions: [],
    ServerTime: new Date().toISOString(),
    ...overrides,
  };
}

export function buyNowItem(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return auctionItem({ ByWay: 1, USD_Price: 12000, MinNextBid: 0, AuctionCount: 0, AuctionsUserCount: 0, Auctions: [], EffectiveDate: null, ...overrides });
}

export function storeItem(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return buyNowItem({
    ID: 9,
    CommodityID: 9,
    OrderType: 1,
    Title: 'Pokémon Scarlet & Violet booster box',
    Store: { ID: 4, Name: 'Charizard Corner', Logo: '' },
    Conditions: [
      { ID: 1, ConditionName: 'Sealed', Price: 14000, UnderlinedPrice: 16000, Stock: 5, QuantitySold: 3, IsLimit: true, LimitNum: 2 },
      { ID: 2, ConditionName: 'Opened', Price: 9000, UnderlinedPrice: null, Stock: 0, QuantitySold: 1, IsLimit: false, LimitNum: 0 },
      { ID: 3, ConditionName: 'Display', Price: 11000, UnderlinedPrice: null, Stock: 3, QuantitySold: 0, IsLimit: false, LimitNum: 0 },
    ],
    ...overrides,
  });
}

export function likeListing(id: number) {
  return {
    ID: id,
    Title: `Suggested card ${id}`,
    TitImg: `/media/generated/card/${id}.webp`,
    USD_Price: 2500,
    ByWay: 2,
    Bargain: false,
    OrderType: 0,
    Status: 1,
    AuctionCount: 1,
    AttentionCount: 0,
    EffectiveDate: iso(24 * HOUR),
    StartDate: iso(-24 * HOUR),
    IsGraded: false,
    StoreId: null,
    SellerName: 'DemoSeller',
    IsAttention: false,
  };
}
