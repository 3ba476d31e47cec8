/**
 * GET /api/me/bids (/myholo/bids): the member's auctions, one row per item, newest bid first.
 * Live auctions are leading or outbid by the leader on the row; ended ones are won (sold to the
 * member, with the winner's order for Pay now) or lost.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { queryRows } from '../../db/query-rows';
import type { MyBidItem, MyBidsReply } from '../../../src/domain/bidding/bid.schema';
import { MY_BIDS_PAGE_SIZE, type MyBidsStatus } from '../../../src/domain/bidding/bid-options';

interface MyBidRow {
  id: number;
  title: string;
  tit_img: string;
  code: string;
  status: number;
  price_cents: string | number;
  my_max: string | number;
  auction_count: number;
  ends_at: Date | string | null;
  last_bid_at: Date | string;
  state: MyBidItem['State'];
  order_id: number | null;
}

const stateFilter: Record<MyBidsStatus, SQL> = {
  all: sql`true`,
  leading: sql`state = 'leading'`,
  outbid: sql`state = 'outbid'`,
  won: sql`state = 'won'`,
  lost: sql`state = 'lost'`,
};

export async function listMyBids(ctx: Pick<ServiceContext, 'db'>, memberId: number, query: { status: MyBidsStatus; page: number }): Promise<MyBidsReply> {
  const items = sql`
    with mine as (
      select commodity_id, max(max_cents) as my_max, max(created_at) filter (where not is_auto) as last_bid_at
      from bids where member_id = ${memberId} group by commodity_id
    ), my_items as (
      select c.id, c.title, c.tit_img, c.code, c.status, c.price_cents, mine.my_max, c.auction_count, c.ends_at,
        coalesce(mine.last_bid_at, c.updated_at) as last_bid_at,
        case
          when c.status in (1, 2) then case when c.leader_member_id = ${memberId} then 'leading' else 'outbid' end
          when c.status = -2 and c.leader_member_id = ${memberId} then 'won'
          else 'lost'
        end as state
      from mine join commodities c on c.id = mine.commodity_id
      where c.by_way = 2
    )`;
  const filter = stateFilter[query.status];
  const [rows, [total]] = await Promise.all([
    queryRows<MyBidRow>(
      ctx.db,
      sql`${items}
        select my_items.*,
          (select o.id from orders o where o.commodity_id = my_items.id and o.source = 'auction'
            and o.buyer_member_id = ${memberId} and my_items.state = 'won' limit 1) as order_id
        from my_items where ${filter}
        order by last_bid_at desc, id desc
        limit ${MY_BIDS_PAGE_SIZE} offset ${(query.page - 1) * MY_BIDS_PAGE_SIZE}`,
    ),
    queryRows<{ n: number }>(ctx.db, sql`${items} select count(*)::int as n from my_items where ${filter}`),
  ]);
  const data = rows.map(
    (row): MyBidItem => ({
      ID: row.id,
      Title: row.title,
      TitImg: row.tit_img,
      CommodityCode: row.code,
      Status: row.status,
      USD_Price: Number(row.price_cents),
      USD_MyPrice: Number(row.my_max),
      AuctionCount: row.auction_count,
      EffectiveDate: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
      MyLastBidDate: new Date(row.last_bid_at).toISOString(),
      State: row.state,
      OrderId: row.order_id,
    }),
  );
  return { data, count: total?.n ?? 0 };
}
