/** The seller's cases (GET /api/seller/cases) and the staff's escalated ones (GET /api/staff/cases), active first. */
import { aliasedTable, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cases, members, orders, storeOrders } from '../../db/schema';
import type { CaseListRow } from '../../../src/domain/cases/case-list.schema';
import type { CaseState } from '../../../src/domain/cases/case.schema';
import type { OrderKind } from '../../../src/domain/orders/order-finish';
import type { ServiceContext } from '../context';
import { viewOf } from './case-store';

const LIST_LIMIT = 200;
const buyers = aliasedTable(members, 'case_buyer');
const sellers = aliasedTable(members, 'case_seller');

export function listSellerCases(ctx: Pick<ServiceContext, 'db' | 'clock'>, sellerId: number): Promise<CaseListRow[]> {
  return listCases(ctx, eq(cases.sellerMemberId, sellerId));
}

export function listEscalatedCases(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<CaseListRow[]> {
  return listCases(ctx, inArray(cases.state, ['escalated']));
}

async function listCases(ctx: Pick<ServiceContext, 'db' | 'clock'>, where: SQL | undefined): Promise<CaseListRow[]> {
  const orderStatus = sql<number>`case when ${cases.orderKind} = 'order'
    then (select ${orders.orderStatus} from ${orders} where ${orders.id} = ${cases.orderId})
    else (select ${storeOrders.orderStatus} from ${storeOrders} where ${storeOrders.id} = ${cases.orderId}) end`.mapWith(Number);
  const active = sql`(${cases.state} in ('open', 'escalated', 'refund_pending', 'return_address', 'return_shipping'))`;
  const rows = await ctx.db
    .select({ row: cases, buyerName: buyers.nickname, sellerName: sellers.nickname, orderStatus })
    .from(cases)
    .innerJoin(buyers, eq(buyers.id, cases.buyerMemberId))
    .innerJoin(sellers, eq(sellers.id, cases.sellerMemberId))
    .where(where)
    .orderBy(desc(active), desc(cases.updatedAt), desc(cases.id))
    .limit(LIST_LIMIT);
  const now = ctx.clock.now();
  return rows.map(({ row, buyerName, sellerName, orderStatus: status }) => {
    const view = viewOf(row, row.orderKind as OrderKind, status, now);
    return {
      ID: row.id,
      OrderKind: row.orderKind as OrderKind,
      OrderId: row.orderId,
      State: row.state as CaseState,
      Reason: row.reason as CaseListRow['Reason'],
      SRType: view.SRType,
      SRStatus: view.SRStatus,
      SRBtnType: view.SRBtnType,
      OpenedAt: row.openedAt.toISOString(),
      UpdatedAt: row.updatedAt.toISOString(),
      DueAt: row.dueAt?.toISOString() ?? null,
      BuyerName: buyerName,
      SellerName: sellerName,
    };
  });
}
