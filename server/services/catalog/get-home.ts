/**
 * The home page's data (GET /api/home, spec 1 "Home"): the area's banners, the /list manufacturer
 * tiles, the shop-by-sport tiles (each with the image of its most watched listing on sale), up to
 * 12 recommended stores and the like carousel: the 9 most watched listings on sale (live auctions
 * and buy-now items), without sellers the member blocked.
 */
import { aliasedTable, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Env } from '../../env';
import type { ServiceContext } from '../context';
import { banners, categories, commodities, manufacturers, stores } from '../../db/schema';
import { RECOMMENDED_STORES } from '../../../src/domain/catalog/store.schema';
import type { HomeReply } from '../../../src/domain/catalog/home.schema';
import { HOME_LIKE_COUNT } from '../../../src/domain/catalog/home-options';
import { notFromBlockedSellers } from './listing-filter';
import { listingCards } from './listing-cards';
import { storeSummaryColumns } from './store-summary';
import { activitySwitch } from '../promotions/read-activities';
import { homeRows } from './get-home-rows';

export interface HomeOptions {
  areaCode: string;
  viewerId: number | null;
  /** The reader's display language (src/domain/language/locales.ts), for the banners' words. */
  language: string;
}

export async function getHome(ctx: Pick<ServiceContext, 'db' | 'clock'>, { areaCode, viewerId, language }: HomeOptions): Promise<Omit<HomeReply, 'Video'>> {
  const { db } = ctx;
  const [bannerRows, tiles, sports, recommended, likeIds, promotions, rows] = await Promise.all([
    homeBanners(ctx, areaCode, language),
    db
      .select({ Id: manufacturers.id, Name: manufacturers.name, LogoUrl: manufacturers.logoUrl })
      .from(manufacturers)
      .where(eq(manufacturers.manufacturerType, 0))
      .orderBy(asc(manufacturers.sort), asc(manufacturers.id)),
    sportTiles(ctx),
    db
      .select(storeSummaryColumns)
      .from(stores)
      .where(eq(stores.isRecommended, true))
      .orderBy(asc(stores.id))
      .limit(RECOMMENDED_STORES),
    db
      .select({ id: commodities.id })
      .from(commodities)
      .where(and(eq(commodities.status, 1), notFromBlockedSellers(viewerId)))
      .orderBy(desc(commodities.attentionCount), desc(commodities.id))
      .limit(HOME_LIKE_COUNT),
    activitySwitch(ctx, areaCode),
    homeRows(ctx, viewerId),
  ]);
  return {
    Banners: bannerRows,
    Manufacturers: tiles,
    Sports: sports,
    RecommendedStores: recommended,
    Like: await listingCards(db, likeIds.map((row) => row.id), viewerId),
    Rows: rows,
    // The activity entry shows while a promotion of the area is live or coming soon.
    ActivityShow: promotions.On,
  };
}

/** The area's active banners, in carousel order, with their words in `language` (English when it has none). */
export async function homeBanners({ db }: Pick<ServiceContext, 'db'>, areaCode: string, language: string): Promise<HomeReply['Banners']> {
  const rows = await db
    .select({ ImgUrl: banners.imgUrl, ClickType: banners.clickType, ClickUrl: banners.clickUrl, Title: banners.title, Subtitle: banners.subtitle, texts: banners.texts })
    .from(banners)
    .where(and(eq(banners.areaCode, areaCode), eq(banners.isActive, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(({ texts, ...banner }) => {
    const words = (texts as Record<string, { title: string; subtitle: string } | undefined>)[language];
    return words ? { ...banner, Title: words.title, Subtitle: words.subtitle } : banner;
  });
}

/** The home video, unless HOME_VIDEO_URL is `none`. */
export function homeVideo(env: Pick<Env, 'HOME_VIDEO_URL' | 'HOME_VIDEO_POSTER_URL'>): HomeReply['Video'] {
  return env.HOME_VIDEO_URL === 'none' ? null : { Url: env.HOME_VIDEO_URL, PosterUrl: env.HOME_VIDEO_POSTER_URL };
}

/** The second-level categories under Sports, in menu order. */
async function sportTiles({ db }: Pick<ServiceContext, 'db'>) {
  const parent = aliasedTable(categories, 'parent');
  const image = sql<string | null>`(select c.tit_img from commodities c
    where c.second_category_id = "categories"."id" and c.status = 1
    order by c.attention_count desc, c.id desc limit 1)`;
  return db
    .select({ id: categories.id, EnName: categories.enName, ChName: categories.chName, JaName: categories.jaName, KoName: categories.koName, ImgUrl: image })
    .from(categories)
    .innerJoin(parent, eq(parent.id, categories.parentId))
    .where(and(eq(parent.level, 1), eq(parent.enName, 'Sports')))
    .orderBy(asc(categories.sort), asc(categories.id));
}
