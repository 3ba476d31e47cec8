import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * `vite build --ssr`: the server's first view (src/ssr/render-first-view.tsx) into dist-ssr/, out of
 * the static directory's reach; node_modules stay external (the server has them).
 */
const ssrBuild = defineConfig({
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  publicDir: false,
  build: { ssr: 'src/ssr/render-first-view.tsx', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true },
});

/** What the buyer PWA and the back-office sites (seller, staff) build alike. */
const chunkGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|valtio|proxy-compare|@lingui|idb-keyval|workbox-window|use-sync-external-store)[\\/]/,
    priority: 10,
  },
  // Loaded with the first read that checks its reply (src/lib/api/check-reply.ts) or a form's rules:
  // the buyer's first view builds no schema, so it loads and runs no zod.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
  // Loaded when a page goes live (src/lib/live/lazy-connection.ts), under its own name.
  { name: 'signalr', test: /node_modules[\\/]@microsoft[\\/]signalr[\\/]/, priority: 10 },
];
// Holo's own modules do nothing at import that matters when none of their exports is used (no bare
// imports but CSS), so a feature's index.ts re-exports cost only what is used.
const treeshake = { moduleSideEffects: (id: string) => (/[\\/]src[\\/].*\.tsx?$/.test(id) ? false : undefined) };

/**
 * `vite build --mode backoffice`: the seller site (/seller/, src/seller) and the staff console
 * (/staff/, src/staff), built after the buyer PWA into the same dist/ as a pass of their own. In
 * one pass with the buyer, the shared framework chunk carried the union of what all three use and
 * code shared with the buyer split into chunks of its own, which the buyer's first view then paid
 * for; apart, the buyer's chunks are its own and its service worker precaches only them.
 */
const backofficeBuild = defineConfig({
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), precompress()],
  publicDir: false,
  build: {
    emptyOutDir: false,
    sourcemap: true,
    manifest: '.vite/backoffice-manifest.json',
    rolldownOptions: {
      input: { seller: 'seller/index.html', staff: 'staff/index.html' },
      treeshake,
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});

const buyerBuild = defineConfig({
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The manifest is the static public/manifest.webmanifest; it and its icons are precached
      // through includeAssets (globPatterns covers js, css and html, offline.html included). The
      // back-office pass writes into dist/ only after this one, so none of its files is precached.
      manifest: false,
      includeAssets: ['favicon.svg', 'manifest.webmanifest', 'icons/*.png'],
      injectManifest: { globPatterns: ['**/*.{js,css,html}'] },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/hubs': { target: 'http://localhost:8080', ws: true }, '/dev': 'http://localhost:8080', '/media': 'http://localhost:8080' },
  },
  build: {
    sourcemap: true,
    manifest: true,
    // The dev server serves seller/index.html and staff/index.html itself; the build's second pass
    // (backofficeBuild) makes them.
    rolldownOptions: { input: { main: 'index.html' }, treeshake, output: { codeSplitting: { groups: chunkGroups } } },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : env.mode === 'backoffice' ? backofficeBuild : buyerBuild));
