/**
 * A seller's store page header (GET /api/stores/:id, spec 1 "Seller store page"): the counts, and
 * the viewer's follow, block and ownership. Items sold this month count sold listings (status -2)
 * that ended, or for buy-now items were last updated, in the current calendar month (UTC).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, followedSellers, memberBlocks, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { StoreDetail } from '../../../src/domain/catalog/store.schema';
import { storeSummaryColumns } from './store-summary';

export async function getStoreDetail(ctx: Pick<ServiceContext, 'db' | 'clock'>, storeId: number, viewerId: number | null): Promise<StoreDetail> {
  const { db } = ctx;
  const [store] = await db
    .select({ ...storeSummaryColumns, AboutStore: stores.aboutStore })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('STORE_NOT_FOUND');

  const now = ctx.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const soldAt = sql`coalesce(${commodities.endsAt}, ${commodities.updatedAt})`;
  const [sold] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(commodities)
    .where(and(eq(commodities.storeId, storeId), eq(commodities.status, -2), gte(soldAt, monthStart), lt(soldAt, nextMonth)));

  const viewer = viewerId === null ? { follows: false, blocks: false } : await relationTo(ctx, viewerId, store.SellerId);
  return {
    ...store,
    CommoditySoldCount: sold?.n ?? 0,
    IsAttention: viewer.follows,
    IsInBlacklist: viewer.blocks,
    IsOwn: viewerId === store.SellerId,
  };
}

async function relationTo({ db }: Pick<ServiceContext, 'db'>, viewerId: number, sellerId: number) {
  const [follow, block] = await Promise.all([
    db
      .select({ one: sql`1` })
      .from(followedSellers)
      .where(and(eq(followedSellers.memberId, viewerId), eq(followedSellers.sellerMemberId, sellerId))),
    db
      .select({ one: sql`1` })
      .from(memberBlocks)
      .where(and(eq(memberBlocks.memberId, viewerId), eq(memberBlocks.blockedMemberId, sellerId))),
  ]);
  return { follows: follow.length > 0, blocks: block.length > 0 };
}
