/**
 * The seller's dashboard figures (GET /api/seller/dashboard), read in one statement: to ship,
 * offers waiting with the nearest 48-hour deadline, open cases, proceeds pending and credited
 * (from the ledger: the escrow rows of the seller's orders, and the seller's proceeds rows).
 */
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { members } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { forbidden } from '../../http/errors';
import type { SellerDashboard } from '../../../src/domain/seller/seller-dashboard.schema';

interface Row {
  to_ship: number;
  offers_waiting: number;
  next_offer_due: Date | string | null;
  open_cases: number;
  pending: number;
  credited: number;
  on_sale: number;
}

export async function sellerDashboard(ctx: ServiceContext, sellerId: number): Promise<SellerDashboard> {
  const [seller] = await ctx.db.select({ isSeller: members.isSeller }).from(members).where(eq(members.id, sellerId));
  if (!seller?.isSeller) throw forbidden();
  const [row] = await queryRows<Row>(
    ctx.db,
    sql`select
      (select count(*)::int from orders where seller_member_id = ${sellerId} and order_status = 2)
        + (select count(*)::int from store_orders so join stores s on s.id = so.store_id
           where s.seller_member_id = ${sellerId} and so.order_status = 2) as to_ship,
      (select count(*)::int from offers where seller_member_id = ${sellerId} and status = 0 and bargain_type = 1) as offers_waiting,
      (select min(reply_due_at) from offers where seller_member_id = ${sellerId} and status = 0 and bargain_type = 1) as next_offer_due,
      (select count(*)::int from cases where seller_member_id = ${sellerId} and state not in ('refunded', 'closed')) as open_cases,
      (select coalesce(sum(l.amount_cents), 0)::bigint from ledger_entries l
        where l.account = 'escrow' and (
          (l.order_kind = 'order' and l.order_id in (select id from orders where seller_member_id = ${sellerId}))
          or (l.order_kind = 'store_order' and l.order_id in (
            select so.id from store_orders so join stores s on s.id = so.store_id where s.seller_member_id = ${sellerId})))) as pending,
      (select coalesce(sum(amount_cents), 0)::bigint from ledger_entries where account = 'proceeds' and member_id = ${sellerId}) as credited,
      (select count(*)::int from commodities where seller_member_id = ${sellerId} and status in (1, 2)) as on_sale`,
  );
  const due = row?.next_offer_due;
  return {
    ToShip: Number(row?.to_ship ?? 0),
    OffersWaiting: Number(row?.offers_waiting ?? 0),
    NextOfferDueAt: due ? new Date(due).toISOString() : null,
    OpenCases: Number(row?.open_cases ?? 0),
    PendingCents: Number(row?.pending ?? 0),
    CreditedCents: Number(row?.credited ?? 0),
    OnSale: Number(row?.on_sale ?? 0),
  };
}
