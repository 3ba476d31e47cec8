/**
 * Open Graph and Twitter tags for the pages people share (issue 32): an item (/carddetails,
 * /storedetails), a store (/seller/detail) and the market. A chat app or a social network reads
 * the HTML without running scripts, so the server writes the item's or store's name, a line about
 * it and its picture into the head, every value escaped (a seller writes the title) and every
 * address absolute from PUBLIC_URL (a crawler does not know where it found a relative one).
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../services/context';
import { commodities, members, stores } from '../db/schema';
import { itemIdOf } from '../../src/domain/bidding/item-id';
import { formatUsd } from '../../src/domain/format/format-usd';
import { hasImage } from '../../src/domain/bidding/item-image';
import { isAllowedImageUrl } from '../../src/domain/media/image-url';
import type { LocaleFormat } from './first-view-messages';
import { escapeHtml } from './escape-html';

export interface ShareFacts {
  /** The page's own name, without the brand. */
  title: string;
  description: string;
  /** A picture's address as stored (relative to the site, or an allowed media host's). */
  image: string | null;
}

export interface ShareContext extends Pick<ServiceContext, 'db'> {
  env: { PUBLIC_URL: string; MEDIA_HOSTS: readonly string[] };
  format: LocaleFormat;
}

/** The brand, as src/lib/brand.ts names it (the browser's code is not the server's to import). */
const BRAND_NAME = 'Holo';
/** The site's own picture, when a page has none. */
const SITE_IMAGE = '/icons/icon-512.png';
const DESCRIPTION_CHARS = 200;

/** The tags for `facts`, shared at `url` (the request's path and query). */
export function shareTags(facts: ShareFacts, url: string, publicUrl: string): string {
  const absolute = (address: string) => new URL(address, publicUrl).href;
  const title = `${facts.title} · ${BRAND_NAME}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', BRAND_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', facts.description],
    ['property', 'og:image', absolute(facts.image ?? SITE_IMAGE)],
    ['property', 'og:url', absolute(url)],
    ['name', 'twitter:card', facts.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', facts.description],
  ];
  return (
    `<title>${escapeHtml(title)}</title>` +
    tags.map(([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeHtml(content)}">`).join('')
  );
}

/** Puts the tags into index.html's head, in place of its generic title. */
export function withShareTags(html: string, tags: string): string {
  return html.replace(/<title>[^<]*<\/title>/, '').replace('</head>', () => `${tags}</head>`);
}

/** The facts of a shareable page at `pathname`, or null (not such a page, or nothing there). */
export async function shareFacts(pathname: string, query: URLSearchParams, ctx: ShareContext): Promise<ShareFacts | null> {
  const item = /^\/(?:carddetails|storedetails)\/([^/]+)\/?$/i.exec(pathname);
  if (item) return itemFacts(itemIdOf(decoded(item[1])), ctx);
  const store = /^\/seller\/detail\/(\d{1,9})\/?$/i.exec(pathname);
  if (store) return storeFacts(Number(store[1]), ctx);
  if (/^\/market(?:\/[^/]+)?\/?$/i.test(pathname)) return marketFacts(query, ctx);
  return null;
}

async function itemFacts(id: number | null, ctx: ShareContext): Promise<ShareFacts | null> {
  if (id === null || id > 2_147_483_647) return null;
  const [row] = await ctx.db
    .select({
      title: commodities.title,
      image: commodities.titImg,
      priceCents: commodities.priceCents,
      grade: commodities.grade,
      seller: members.nickname,
      store: stores.storeName,
    })
    .from(commodities)
    .innerJoin(members, eq(members.id, commodities.sellerMemberId))
    .leftJoin(stores, eq(stores.id, commodities.storeId))
    .where(eq(commodities.id, id));
  if (!row) return null;
  // Data only (price, grade, seller): the same line in every language.
  const description = [formatUsd(row.priceCents, ctx.format.locale), row.grade, row.store ?? row.seller].filter(Boolean).join(' · ');
  return { title: row.title, description, image: shareableImage(row.image, ctx) };
}

async function storeFacts(id: number, ctx: ShareContext): Promise<ShareFacts | null> {
  const [row] = await ctx.db
    .select({ name: stores.storeName, about: stores.aboutStore, logo: stores.storeLogo })
    .from(stores)
    .where(eq(stores.id, id));
  if (!row) return null;
  const about = row.about.replace(/\s+/g, ' ').trim();
  return { title: row.name, description: shorten(about || row.name), image: shareableImage(row.logo, ctx) };
}

function marketFacts(query: URLSearchParams, { format: { t } }: ShareContext): ShareFacts {
  const key = query.get('key')?.trim();
  return {
    title: key ? shorten(key, 80) : t('Market'),
    description: t('Trading card marketplace'),
    image: null,
  };
}

/** A stored picture the page may name: the site's own, or an allowed media host's. */
function shareableImage(src: string, ctx: ShareContext): string | null {
  if (!hasImage(src)) return null;
  return isAllowedImageUrl(src, ctx.env.MEDIA_HOSTS) ? src : null;
}

function shorten(text: string, chars = DESCRIPTION_CHARS): string {
  return text.length > chars ? `${text.slice(0, chars - 1)}…` : text;
}

function decoded(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
