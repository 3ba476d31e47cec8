/** A store's listings (GET /api/stores/:id/listings): the market search restricted to the store. */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { MarketSearch, MarketSearchReply } from '../../../src/domain/catalog/market-search.schema';
import { searchListings } from './search-listings';

export async function searchStoreListings(
  ctx: Pick<ServiceContext, 'db'>,
  storeId: number,
  search: MarketSearch,
  viewerId: number | null,
): Promise<MarketSearchReply> {
  const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('STORE_NOT_FOUND');
  return searchListings(ctx, search, viewerId, { storeId, includeBlockedSellers: true });
}
