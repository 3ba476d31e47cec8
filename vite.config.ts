import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { buyerOnlyPrecache } from './scripts/sw-precache';

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

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : {
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
      // through includeAssets (globPatterns covers js, css and html, offline.html included).
      manifest: false,
      includeAssets: ['favicon.svg', 'manifest.webmanifest', 'icons/*.png'],
      injectManifest: { globPatterns: ['**/*.{js,css,html}'], manifestTransforms: [buyerOnlyPrecache] },
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
    rolldownOptions: {
      // The buyer PWA, the seller site (/seller/, src/seller) and the staff console (/staff/, src/staff),
      // each an entry of its own: the buyer's first view and its service worker's precache carry none
      // of the other two's code (scripts/sw-precache.ts).
      input: { main: 'index.html', seller: 'seller/index.html', staff: 'staff/index.html' },
      // Holo's own modules do nothing at import that matters when none of their exports is used
      // (no bare imports but CSS), so a feature's index.ts re-exports cost only what is used.
      treeshake: { moduleSideEffects: (id) => (/[\\/]src[\\/].*\.tsx?$/.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zod|@tanstack|valtio|proxy-compare|@lingui|idb-keyval|workbox-window|use-sync-external-store)[\\/]/,
              priority: 10,
            },
            // Loaded when a page goes live (src/lib/live/lazy-connection.ts), under its own name.
            { name: 'signalr', test: /node_modules[\\/]@microsoft[\\/]signalr[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
}));
