/**
 * What the item page's first view shows before its scripts run (server/http/first-view-preview.ts):
 * the title and the gallery's pictures, in get-item-detail.ts's order. Null when the item does not
 * exist or a picture is missing (the gallery would show its placeholder, which the preview does not draw).
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities } from '../../db/schema';
import { hasImage } from '../../../src/domain/bidding/item-image';

export interface ItemPreviewFacts {
  title: string;
  images: string[];
}

export async function itemPreviewFacts(ctx: Pick<ServiceContext, 'db'>, commodityId: number): Promise<ItemPreviewFacts | null> {
  const [item] = await ctx.db
    .select({ title: commodities.title, titImg: commodities.titImg, images: commodities.images })
    .from(commodities)
    .where(eq(commodities.id, commodityId));
  if (!item) return null;
  const images = item.images.length ? item.images : [item.titImg];
  return images.every(hasImage) ? { title: item.title, images } : null;
}
