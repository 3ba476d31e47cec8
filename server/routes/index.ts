import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';
import { authRoutes } from './auth';
import { meRoutes } from './me';
import { referenceRoutes } from './reference';
import { catalogRoutes } from './catalog';
import { marketRoutes } from './market';
import { listRoutes } from './list';
import { homeRoutes } from './home';
import { storeRoutes } from './stores';
import { devRoutes } from './dev';
import { mediaRoutes } from './media';
import { watchRoutes } from './watch';
import { sellerRelationRoutes } from './seller-relations';
import { recentlyViewedRoutes } from './recently-viewed';
import { sellerListingRoutes } from './seller-listings';
import { savedSearchRoutes } from './saved-searches';

export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(referenceRoutes);
  await app.register(catalogRoutes);
  await app.register(marketRoutes);
  await app.register(listRoutes);
  await app.register(homeRoutes);
  await app.register(storeRoutes);
  await app.register(devRoutes);
  await app.register(mediaRoutes);
  await app.register(watchRoutes);
  await app.register(sellerRelationRoutes);
  await app.register(recentlyViewedRoutes);
  await app.register(sellerListingRoutes);
  await app.register(savedSearchRoutes);
}
