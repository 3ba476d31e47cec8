/**
 * A first visit has no service worker yet, and a page's parts are found one round trip after
 * another: index.html names the entry; once that runs, it asks for the language's messages and the
 * route's chunk; that chunk asks for the chunks it imports; the page then sends its API read, and
 * only that reply names the images. On a card show's connection each step costs a few hundred ms.
 * For a landing page (landing-pages.ts) the HTML names them all at once: the page's reads
 * (`<link rel="preload" as="fetch">`, taken over by the app's own fetch of the same URL), the
 * messages and every chunk of the route; for a visitor the HTML also holds the page itself, drawn
 * by the app's own components on the server (src/ssr/render-first-view.tsx, built into dist-ssr/),
 * pictures included. first-view-page.ts puts it in index.html. Measured with Chromium at 300 ms round trips and 1.6 Mbps: the item page's image
 * 4.5 s → 3.5 s after the start with the reads and scripts named.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { detectLanguage } from '../../src/domain/language/detect-language';
import { locales } from '../../src/domain/language/locales';
import type { Locale } from '../../src/domain/language/locales';
import { loadFirstViewMessages, untranslated, type LocaleFormat } from './first-view-messages';
import { escapeHtml } from './escape-html';
import { landingPages, layoutReads } from './landing-pages';

/** The SSR bundle's entry (src/ssr/render-first-view.tsx), as `vite build --ssr` writes it. */
type RenderFirstView = (request: { url: string; locale: Locale; readApi: ReadApi }) => Promise<ServerView | null>;

/** The app's render of a page (src/ssr/render-first-view.tsx FirstViewMarkup). */
export interface ServerView {
  html: string;
  /** The clock it was drawn at, which the browser hydrates it at. */
  drawnAt: number;
  /** The reads it was drawn from, as JSON, which the browser hydrates it with. */
  reads: string;
}
/** Answers one of the app's API requests as the server's own route would (static.ts). */
export type ReadApi = (path: string, init: RequestInit) => Promise<Response>;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

export interface VisitorHints {
  cookieLanguage: string | undefined;
  acceptLanguage: string | undefined;
}

/** What a landing page's HTML adds to index.html (first-view-page.ts puts it together). */
export interface FirstView {
  /** `<link rel="preload" as="fetch">` for each of the layout's reads (landing-pages.ts layoutReads) and the page's. */
  reads: string;
  /** The messages' and the route's chunks, beyond those index.html loads already. */
  modules: string[];
  /** The app's render of the page for #root (src/ssr/render-first-view.tsx), or null. */
  preview: ServerView | null;
}

/**
 * Reads the build's manifest (vite.config.ts `build.manifest`); none (a test's or a dev build) means
 * no first view. The server draws pages only with the SSR build beside the static one (`ssrBundle`,
 * dist-ssr/ by default: `npm run build` writes both).
 */
export function loadFirstViewHints(root: string, ssrBundle = path.join(root, '..', 'dist-ssr', 'render-first-view.js')) {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return Object.assign(async () => null, { formatOf: async () => untranslated });
  const renderFirstView: Promise<RenderFirstView | null> = existsSync(ssrBundle)
    ? import(pathToFileURL(ssrBundle).href).then((bundle: { renderFirstView: RenderFirstView }) => bundle.renderFirstView)
    : Promise.resolve(null);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const inHtml = new Set(chunkFiles(manifest, 'index.html'));
  const routeChunks = new Map(
    landingPages.map((page) => [page.module, chunkFiles(manifest, page.module).filter((file) => !inHtml.has(file))]),
  );
  const catalogs = new Map(
    locales.flatMap((locale) => {
      const file = manifest[`src/locales/${locale}/messages.po`]?.file;
      return file ? [[locale, file] as const] : [];
    }),
  );
  const formatFor = loadFirstViewMessages(root, catalogs);

  /** The visitor's words (the share tags' too, share-tags.ts). */
  const formatOf = (visitor: VisitorHints): Promise<LocaleFormat> =>
    formatFor(detectLanguage(visitor.cookieLanguage, acceptedLanguages(visitor.acceptLanguage)));

  /**
   * The first view of a request for an app path, or null when it is not a landing page. `readApi`:
   * null for a member, whose page the server does not draw (the app shows it for who they are).
   */
  const hints = async (url: string, visitor: VisitorHints, readApi: ReadApi | null): Promise<FirstView | null> => {
    const { pathname, searchParams } = new URL(url, 'http://holo');
    for (const page of landingPages) {
      const match = page.path.exec(pathname);
      if (!match) continue;
      const locale = detectLanguage(visitor.cookieLanguage, acceptedLanguages(visitor.acceptLanguage));
      const messages = catalogs.get(locale);
      const render = readApi && (await renderFirstView);
      // The HTML goes out without the page drawn rather than not at all.
      const preview = render ? await render({ url, locale, readApi }).catch(() => null) : null;
      return {
        reads: [...layoutReads, ...page.reads(match, searchParams)]
          .map((read) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(read)}">`)
          .join(''),
        modules: [...(messages ? [messages] : []), ...routeChunks.get(page.module)!].map((file) => `/${file}`),
        preview,
      };
    }
    return null;
  };
  return Object.assign(hints, { formatOf });
}

/** A chunk's file and those it imports statically, all the way down (dynamic imports load later). */
function chunkFiles(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/** Accept-Language's tags, most wanted first (the order navigator.languages gives the client). */
export function acceptedLanguages(header: string | undefined): string[] {
  const weighted = (header ?? '').split(',').flatMap((part) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    return tag && tag !== '*' && weight > 0 ? [{ tag, weight }] : [];
  });
  return weighted.sort((a, b) => b.weight - a.weight).map(({ tag }) => tag);
}
