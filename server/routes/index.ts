import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';
import { authRoutes } from './auth';
import { meRoutes } from './me';
import { referenceRoutes } from './reference';
import { catalogRoutes } from './catalog';
import { devRoutes } from './dev';
import { mediaRoutes } from './media';

export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(referenceRoutes);
  await app.register(catalogRoutes);
  await app.register(devRoutes);
  await app.register(mediaRoutes);
}
