/**
 * The picture the item page shows first (its gallery's main image, as get-item-detail.ts orders
 * them), for the landing page's HTML to name before the app asks (first-view-hints.ts); null when
 * the item does not exist or has no picture.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities } from '../../db/schema';
import { hasImage } from '../../../src/domain/bidding/item-image';

export async function itemMainImage(ctx: Pick<ServiceContext, 'db'>, commodityId: number): Promise<string | null> {
  const [item] = await ctx.db.select({ titImg: commodities.titImg, images: commodities.images }).from(commodities).where(eq(commodities.id, commodityId));
  if (!item) return null;
  const first = item.images[0] ?? item.titImg;
  return hasImage(first) ? first : null;
}
