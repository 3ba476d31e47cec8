/** The home page (spec 1 "Home"): banners, manufacturer and sport tiles, recommended stores, likes, survey. */
import { z } from 'zod/mini';
import { listingCard } from './market-search.schema';
import { storeSummary } from './store.schema';
import { homeRowKinds, surveySources } from './home-options';

export const homeQuery = z.object({
  /** The viewer's area for the banners (US, MO…); US when absent. */
  AreaCode: z.optional(z.string().check(z.regex(/^[A-Z]{2,3}$/))),
});

export const homeRow = z.object({ Kind: z.enum(homeRowKinds), Listings: z.array(listingCard) });
export type HomeRow = z.infer<typeof homeRow>;

/** A banner's Title and Subtitle are in the request's language (English when it has none). */
export const homeBanner = z.object({
  ImgUrl: z.string(),
  ClickType: z.int(),
  ClickUrl: z.string(),
  Title: z.string(),
  Subtitle: z.string(),
});

/** A manufacturer logo tab or tile (home, /list, /buynow). */
export const manufacturerTab = z.object({ Id: z.int(), Name: z.string(), LogoUrl: z.string() });
export type ManufacturerTab = z.infer<typeof manufacturerTab>;

/** A shop-by-sport tile: a second-level Sports category and the image of its most watched listing on sale. */
export const sportTile = z.object({
  id: z.int(),
  EnName: z.string(),
  ChName: z.string(),
  JaName: z.optional(z.string()),
  KoName: z.optional(z.string()),
  ImgUrl: z.nullable(z.string()),
});

export const homeReply = z.object({
  Banners: z.array(homeBanner),
  Manufacturers: z.array(manufacturerTab),
  Sports: z.array(sportTile),
  RecommendedStores: z.array(storeSummary),
  Like: z.array(listingCard),
  /** The listing rows (homeRowKinds' order), none empty. */
  Rows: z.array(homeRow),
  /** The activity entry's switch: on while a promotion of the area is live or coming soon. */
  ActivityShow: z.boolean(),
  /** The home video (HOME_VIDEO_URL); null when switched off. */
  Video: z.nullable(z.object({ Url: z.string(), PosterUrl: z.string() })),
});
export type HomeReply = z.infer<typeof homeReply>;

export const surveyBody = z.object({
  Source: z.enum(surveySources),
  Other: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type SurveyBody = z.infer<typeof surveyBody>;
