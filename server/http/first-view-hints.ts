/**
 * A first visit has no service worker yet, and a page's parts are found one round trip after
 * another: index.html names the entry; once that runs, it asks for the language's messages and the
 * route's chunk; that chunk asks for the chunks it imports; the page then sends its API read, and
 * only that reply names the images. On a card show's connection each step costs a few hundred ms.
 * For a landing page (landing-pages.ts) the HTML names them all at once: the page's reads first
 * (`<link rel="preload" as="fetch">`, taken over by the app's own fetch of the same URL), then the
 * messages and every chunk of the route (`<link rel="modulepreload">`), and the item page's main
 * picture, read from the database here, as the app's read only names it a round trip after the
 * scripts ran. Measured with Chromium at 300 ms round trips and 1.6 Mbps: the item page's image
 * 4.5 s → 3.5 s after the start with the reads and scripts named.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { detectLanguage } from '../../src/domain/language/detect-language';
import type { ServiceContext } from '../services/context';
import { landingPages } from './landing-pages';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

export interface VisitorHints {
  cookieLanguage: string | undefined;
  acceptLanguage: string | undefined;
}

/** Reads the build's manifest (vite.config.ts `build.manifest`); none (a test's or a dev build) means no hints. */
export function loadFirstViewHints(root: string) {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return async () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const inHtml = new Set(chunkFiles(manifest, 'index.html'));
  const routeChunks = new Map(
    landingPages.map((page) => [page.module, chunkFiles(manifest, page.module).filter((file) => !inHtml.has(file))]),
  );

  /** The `<link>` tags for a request of an app path, or '' when it is not a landing page. */
  return async (url: string, visitor: VisitorHints, ctx: Pick<ServiceContext, 'db'>): Promise<string> => {
    const { pathname, searchParams } = new URL(url, 'http://holo');
    for (const page of landingPages) {
      const match = page.path.exec(pathname);
      if (!match) continue;
      const locale = detectLanguage(visitor.cookieLanguage, acceptedLanguages(visitor.acceptLanguage));
      const messages = manifest[`src/locales/${locale}/messages.po`]?.file;
      const modules = [...(messages ? [messages] : []), ...routeChunks.get(page.module)!];
      // The HTML goes out without the picture's name rather than not at all.
      const image = await page.image?.(match, ctx).catch(() => null);
      return [
        ...page.reads(match, searchParams).map((read) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(read)}">`),
        ...(image ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">`] : []),
        ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('');
    }
    return '';
  };
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

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
