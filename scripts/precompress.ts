/**
 * A build step that writes Brotli and gzip copies of the built text assets next to them, which
 * the server's static handler sends to browsers that accept them (server/http/static.ts,
 * preCompressed): the first view's JavaScript travels at about a third of its size, without
 * compressing on every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(outDir = 'dist'): Plugin {
  return {
    name: 'holo-precompress',
    apply: 'build',
    // After every other plugin, the service worker build included.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of files(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
          const content = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
