/**
 * The buyer service worker's precache (vite-plugin-pwa injectManifest `manifestTransforms`): the
 * seller site and the staff console are entries of the same build (seller/index.html,
 * staff/index.html), but a buyer's phone must not download them. Kept: the files the buyer's
 * index.html reaches in the build manifest (its imports, dynamic imports and styles, recursively)
 * and the files that are no build chunk (offline.html, icons). Left out: the other entries' HTML
 * and every chunk only they reach.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Entries of the build that are not the buyer PWA; their pages are served from the network. */
export const OTHER_ENTRY_PAGES = ['seller/index.html', 'staff/index.html'];

/** Every output file the buyer's index.html reaches, and every output file of the build. */
export function buyerFiles(manifest: BuildManifest): { reached: Set<string>; built: Set<string> } {
  const reached = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) reached.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  const built = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) built.add(file);
  return { reached, built };
}

/** Whether the buyer's service worker precaches this output file (its URL relative to dist). */
export function isBuyerPrecached(url: string, files: ReturnType<typeof buyerFiles>): boolean {
  const file = url.replace(/^\//, '').split('?')[0] ?? url;
  if (OTHER_ENTRY_PAGES.includes(file) || /^(seller|staff)\//.test(file)) return false;
  // A source map or a compressed copy is never precached by the glob; a chunk only if the buyer reaches it.
  return !files.built.has(file) || files.reached.has(file);
}

/** The manifestTransform itself: reads dist/.vite/manifest.json (build.manifest is on). */
export function buyerOnlyPrecache<T extends { url: string }>(entries: T[]): { manifest: T[]; warnings: string[] } {
  const manifestPath = path.resolve('dist/.vite/manifest.json');
  if (!existsSync(manifestPath)) return { manifest: entries, warnings: [`${manifestPath} is missing: the precache is not filtered`] };
  const files = buyerFiles(JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest);
  return { manifest: entries.filter((entry) => isBuyerPrecached(entry.url, files)), warnings: [] };
}
