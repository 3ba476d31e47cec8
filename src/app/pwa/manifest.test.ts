import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { biddingRoutes } from '../../features/bidding/routes';
import { watchRoutes } from '../../features/watch/routes';

const manifest = JSON.parse(readFileSync(new URL('../../../public/manifest.webmanifest', import.meta.url), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: Array<{ src: string; sizes: string; purpose: string }>;
  shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string }> }>;
};
const publicFile = (src: string) => new URL(`../../../public${src}`, import.meta.url);

describe('the web app manifest', () => {
  it('makes Holo installable: names, start URL in scope, standalone, 192 and 512 icons and a maskable one', () => {
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) expect(() => readFileSync(publicFile(icon.src))).not.toThrow();
  });

  it('has the watch list and my bids shortcuts, each an app route with an icon that exists', () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/myholo/watch', '/myholo/bids']);
    const paths = [...watchRoutes, ...biddingRoutes].map((route) => `/${route.path ?? ''}`);
    for (const shortcut of manifest.shortcuts) {
      expect(paths).toContain(shortcut.url);
      for (const icon of shortcut.icons) expect(() => readFileSync(publicFile(icon.src))).not.toThrow();
    }
  });
});
