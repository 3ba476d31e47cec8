/**
 * The generated images as WebP, the form the pages ask for. Inside an <img>, an SVG is a document of
 * its own that the browser loads, lays out and paints on the page's main thread: eighteen of them
 * held a phone's home page for 300-500 ms (bench/README), and notification images must be raster.
 * Each drawing is rasterised once (sharp, librsvg with the machine's fonts) and kept in memory,
 * keyed by its content, so an edited title draws anew and an unchanged one costs nothing.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { GeneratedImageKind } from './generated-image-url';

/** Pixels per SVG unit: listings are shown up to ~250 CSS px wide on 2x screens; logos and banners are drawn large already. */
const SCALE: Record<GeneratedImageKind, number> = { card: 2, 'card-back': 2, store: 1, manufacturer: 1, banner: 1 };

/** About 5,000 card pictures (~12 KB each). */
const CACHE_BYTES = 64 * 1024 * 1024;

interface Drawing {
  svg: string;
  kind: GeneratedImageKind;
}

const rasterised = new LRUCache<string, Buffer, Drawing>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (webp) => webp.length,
  // Concurrent requests for one drawing share one rasterisation.
  fetchMethod: (_key, _stale, { context }) =>
    // effort 2 of 6: half the time of the default for a file ~5% larger.
    sharp(Buffer.from(context.svg), { density: 72 * SCALE[context.kind] }).webp({ quality: 80, effort: 2 }).toBuffer(),
});

export async function generatedImageWebp(kind: GeneratedImageKind, svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(kind).update('\0').update(svg).digest('base64url');
  const webp = await rasterised.fetch(key, { context: { svg, kind } });
  if (!webp) throw new Error(`rasterising the ${kind} image gave nothing`);
  return webp;
}
