/**
 * Renders the generated image of a listing, store, manufacturer or banner from its row.
 * Returns null when the kind or the row is unknown.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, categories, commodities, manufacturers, stores } from '../../db/schema';
import { cardBackSvg, cardFrontSvg, type CardImageInput } from './card-svg';
import { bannerSvg, logoSvg } from './logo-and-banner-svg';
import type { GeneratedImageKind } from './generated-image-url';


export async function renderGeneratedImage(db: Db, kind: GeneratedImageKind, id: number): Promise<string | null> {
  switch (kind) {
    case 'card':
    case 'card-back': {
      const card = await loadCard(db, id);
      if (!card) return null;
      return kind === 'card' ? cardFrontSvg(card) : cardBackSvg(card);
    }
    case 'store': {
      const [store] = await db.select({ name: stores.storeName }).from(stores).where(eq(stores.id, id));
      return store ? logoSvg({ id, name: store.name, kind }) : null;
    }
    case 'manufacturer': {
      const [maker] = await db.select({ name: manufacturers.name }).from(manufacturers).where(eq(manufacturers.id, id));
      return maker ? logoSvg({ id, name: maker.name, kind }) : null;
    }
    case 'banner': {
      const [banner] = await db.select({ title: banners.title, subtitle: banners.subtitle }).from(banners).where(eq(banners.id, id));
      return banner ? bannerSvg({ id, ...banner }) : null;
    }
  }
}

async function loadCard(db: Db, id: number): Promise<CardImageInput | null> {
  const [row] = await db
    .select({
      id: commodities.id,
      code: commodities.code,
      title: commodities.title,
      category: categories.enName,
      year: commodities.year,
      series: commodities.series,
      subject: commodities.player,
      cardNumber: commodities.cardNumber,
      grade: commodities.grade,
    })
    .from(commodities)
    .innerJoin(categories, eq(categories.id, commodities.firstCategoryId))
    .where(eq(commodities.id, id));
  return row ?? null;
}
