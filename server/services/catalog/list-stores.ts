/** All sellers (GET /api/stores, spec 1 "Sellers list"): 60 a page, recommended first, then by name. */
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../context';
import { stores } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { STORE_PAGE_SIZE, type storeListQuery, type storeListReply } from '../../../src/domain/catalog/store.schema';
import { storeSummaryColumns } from './store-summary';

type StoreListQuery = z.output<typeof storeListQuery>;
type StoreListReply = z.infer<typeof storeListReply>;

export async function listStores({ db }: Pick<ServiceContext, 'db'>, query: StoreListQuery): Promise<StoreListReply> {
  const conditions: (SQL | undefined)[] = [
    query.key ? ilike(stores.storeName, containsPattern(query.key)) : undefined,
    query.recommended ? eq(stores.isRecommended, true) : undefined,
  ];
  const where = and(...conditions);
  const [data, [total]] = await Promise.all([
    db
      .select(storeSummaryColumns)
      .from(stores)
      .where(where)
      .orderBy(desc(stores.isRecommended), asc(stores.storeName), asc(stores.id))
      .limit(STORE_PAGE_SIZE)
      .offset((query.page - 1) * STORE_PAGE_SIZE),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  return { count: total?.n ?? 0, data };
}
