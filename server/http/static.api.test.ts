/**
 * The built PWA: hashed assets are sent as the build's Brotli or gzip copy when the browser takes
 * it (scripts/precompress.ts), cached for a year; app routes get index.html, and a landing page's
 * copy names its first view's reads and chunks (first-view-hints.ts), or draws the page's top (item,
 * home, market) and starts the scripts once it has painted (first-view-page.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { commodities } from '../db/schema';
import { seedDemo } from '../testing/demo-members';
import { startTestApp, type TestApp } from '../testing/test-app';

const root = mkdtempSync(path.join(tmpdir(), 'holo-static-'));
/** The static build, with the SSR build beside it as `npm run build` writes them (dist/, dist-ssr/). */
const dir = path.join(root, 'dist');
/** index.html as Vite builds it: the entry, its chunks, and the brand bar in #root. */
const shell =
  '<!doctype html><html><head><title>Holo</title>' +
  '<script type="module" crossorigin src="/assets/app-1a2b.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-f1.js">' +
  '</head><body><div id="root"><div class="shell" aria-hidden="true"><header class="site-header"><span class="site-logo">Holo</span></header></div></div><noscript>Holo needs JavaScript.</noscript></body></html>';
/** The shape of Vite's build manifest: the entry's chunks are in index.html already, the item page's are not. */
const manifest = {
  'index.html': { file: 'assets/app-1a2b.js', imports: ['_framework-f1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  'src/features/item/pages/item-page.tsx': { file: 'assets/item-page-i1.js', imports: ['_item-route-r1.js', '_framework-f1.js'] },
  '_item-route-r1.js': { file: 'assets/item-route-r1.js', imports: ['_framework-f1.js', '_listing-card-c1.js'], dynamicImports: ['src/features/bidding/bid-dialog.tsx'] },
  '_listing-card-c1.js': { file: 'assets/listing-card-c1.js' },
  'src/features/bidding/bid-dialog.tsx': { file: 'assets/bid-dialog-b1.js' },
  'src/features/catalog/pages/market-page.tsx': { file: 'assets/market-page-m1.js', imports: ['_listing-card-c1.js'] },
  'src/locales/en/messages.po': { file: 'assets/messages-en1.js' },
  'src/locales/ja/messages.po': { file: 'assets/messages-ja1.js' },
};
const script = `export const cards = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `card ${i}`))};\n`;
/** Stands in for src/ssr/render-first-view.tsx: reports its request and the answers of the reads it sends. */
const FAKE_SSR_BUNDLE = `export async function renderFirstView({ url, locale, readApi }) {
  // Only the pages a test asks it to draw: the others test the hints without a drawn page.
  if (!url.includes('ssr=')) return null;
  if (url.includes('ssr=fail')) throw new Error('cannot draw');
  const me = await readApi('/api/me', {});
  const market = await readApi('/api/market/search?key=psa', {});
  const hint = '<link rel="preload" as="image" href="/media/x.webp"/>';
  return { html: hint + '<div class="shell">' + locale + ' ' + url + ' me=' + me.status + ':' + (await me.text()) + ' market=' + market.status + '</div>', drawnAt: 1, reads: JSON.stringify({ queries: [{ queryKey: ['market'], state: { data: { status: market.status } } }] }) };
}
`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'render-first-view.js'), FAKE_SSR_BUNDLE);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), shell);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
  // The Japanese catalog as the build compiles it (the English one is left out: English is the source).
  const japanese = { [generateMessageId('Home')]: ['ホーム'], [generateMessageId('Buy It Now')]: ['即決'] };
  writeFileSync(path.join(dir, 'assets', 'messages-ja1.js'), `export const messages = ${JSON.stringify(japanese)};\n`);
  t = await startTestApp({ STATIC_DIR: dir, MEDIA_HOSTS: 'cdn.holo.example' });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (urlPath: string, encoding: string) => fetch(t.baseUrl + urlPath, { headers: { 'accept-encoding': encoding } });

describe('static files', () => {
  it('sends the Brotli copy to a browser that takes it, else gzip, else the file itself', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Never revalidated: no validators, no ranges.
    for (const header of ['etag', 'last-modified', 'accept-ranges']) expect(br.headers.get(header)).toBeNull();
    // fetch undoes the encoding: the Brotli copy holds the same script.
    expect(await br.text()).toBe(script);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);

    const plain = await get('/assets/app-1a2b.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers an app route with index.html, revalidated each time', async () => {
    const page = await get('/myholo/watch', 'identity');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('etag')).not.toBeNull();
    expect(await page.text()).toContain('<div id="root">');
  });

  const layoutHints = ['preload fetch /api/me', 'preload fetch /api/reference/app-config', 'preload fetch /api/categories'];

  it('names a landing page\'s reads (the layout\'s and its own), messages and route chunks in its HTML, compressed', async () => {
    const page = await fetch(t.baseUrl + '/carddetails/0012', { headers: { 'accept-encoding': 'gzip, br', 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/accept-language/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(hints(html)).toEqual([
      ...layoutHints,
      'preload fetch /api/items/12',
      'modulepreload /assets/messages-ja1.js',
      'modulepreload /assets/item-page-i1.js',
      'modulepreload /assets/item-route-r1.js',
      'modulepreload /assets/listing-card-c1.js',
    ]);
    expect(html).toContain('<div class="shell" aria-hidden="true"><header class="site-header">');
  });

  it('follows the language cookie over the browser\'s languages, and the market URL as the client reads it', async () => {
    const page = await fetch(t.baseUrl + '/market/3?type=auction&page=2&key=psa', {
      headers: { 'accept-encoding': 'identity', 'accept-language': 'ja', cookie: 'holo_lang=en' },
    });
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(hints(await page.text())).toEqual([
      ...layoutHints,
      'preload fetch /api/market/search?key=psa&f=3&type=2&sort=0&dir=asc&page=2',
      'modulepreload /assets/messages-en1.js',
      'modulepreload /assets/market-page-m1.js',
      'modulepreload /assets/listing-card-c1.js',
    ]);
  });

  it("puts the SSR build's render of a landing page in #root for a visitor, its reads answered by the API's own routes", async () => {
    await seedDemo(t);
    const visitor = await (await fetch(`${t.baseUrl}/market?key=psa&ssr=1`, { headers: { 'accept-language': 'ja' } })).text();
    // The fake bundle (beforeAll) writes what it was asked for and what /api/me (a visitor: 401, as the browser gets) and the page's read answered.
    expect(visitor).toMatch(/<div id="root" data-server-view="\d+" inert><div class="shell">ja \/market\?key=psa&ssr=1 me=401:[^<]*UNAUTHORIZED[^<]* market=200<\/div><\/div><script type="application\/json" id="first-view-reads">\{"queries":\[\{"queryKey":\["market"\],"state":\{"data":\{"status":200\}\}\}\]\}<\/script><noscript>/);
    // The page's reads came with it: nothing asks the browser to fetch them again.
    expect(visitor).not.toContain('<link rel="preload" as="fetch"');
    expect(visitor).toMatch(/<head>[^]*<link rel="preload" as="image" href="\/media\/x.webp"\/>[^]*<\/head>/);
    // The scripts start from the starter once the page has painted, not from the head.
    expect(visitor).not.toMatch(/<head>[\s\S]*<script type="module"[\s\S]*<\/head>/);
    expect(startedModules(visitor)).toEqual({
      entry: '/assets/app-1a2b.js',
      modules: ['/assets/framework-f1.js', '/assets/messages-ja1.js', '/assets/market-page-m1.js', '/assets/listing-card-c1.js'],
    });

    // A member's page is the app's to draw; so is a page the bundle cannot draw.
    const member = await (await fetch(`${t.baseUrl}/market?ssr=1`, { headers: { cookie: 'holo_session=abc' } })).text();
    expect(member).not.toContain('data-server-view');
    expect(member).toContain('<link rel="modulepreload" crossorigin href="/assets/market-page-m1.js">');
    expect(await (await get('/market?ssr=fail', 'identity')).text()).not.toContain('data-server-view');
  });

  it('gives an item, a store and the market Open Graph tags, escaped, with absolute addresses', async () => {
    const [item] = await t.database.db.select({ id: commodities.id }).from(commodities).orderBy(commodities.id).limit(1);
    const hostile = 'Charizard "PSA 10" <script>alert(1)</script> & co';
    await t.database.db.update(commodities).set({ title: hostile }).where(eq(commodities.id, item!.id));
    const html = await (await get(`/carddetails/${item!.id}?ref="x"`, 'identity')).text();
    const tags = ogTags(html);
    expect(tags['og:title']).toBe('Charizard &quot;PSA 10&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co · Holo');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Charizard &quot;PSA 10&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co · Holo</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(tags['og:description']).toMatch(/^US\$|^\$/);
    expect(tags['og:image']).toMatch(new RegExp(`^${t.app.ctx.env.PUBLIC_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
    expect(tags['og:url']).toBe(new URL(`/carddetails/${item!.id}?ref=%22x%22`, t.app.ctx.env.PUBLIC_URL).href);
    expect(tags['twitter:card']).toBe('summary_large_image');
    // The item page keeps its first view's hints.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/items/');

    const store = await (await get('/seller/detail/1', 'identity')).text();
    expect(ogTags(store)['og:title']).toBe('Golden Era Breaks · Holo');
    expect(ogTags(store)['og:image']).toMatch(/^http/);
    expect(store).toContain('<div id="root">');

    const market = ogTags(await (await get('/market?key=%3Cb%3Epsa', 'identity')).text());
    expect(market['og:title']).toBe('&lt;b&gt;psa · Holo');
    expect(market['og:image']).toBe(new URL('/icons/icon-512.png', t.app.ctx.env.PUBLIC_URL).href);
    expect(market['twitter:card']).toBe('summary');
    // A store that does not exist, and pages nobody shares, get the plain shell.
    expect(ogTags(await (await get('/seller/detail/999999', 'identity')).text())).toEqual({});
  });

  it('names no read the page would not send, and no hints outside the landing pages', async () => {
    const badId = await (await get('/carddetails/abc', 'identity')).text();
    // The layout's reads are the same on every page; the item's own is not named for an id that cannot be.
    expect(hints(badId).filter((hint) => hint.startsWith('preload'))).toEqual(layoutHints);
    expect(hints(badId)).toContain('modulepreload /assets/item-page-i1.js');
    const member = await (await get('/myholo/watch', 'identity')).text();
    expect(member).toBe(shell);
  });
});

/** The page's Open Graph and Twitter tags, as written (escaped). */
function ogTags(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z_]+)" content="([^"]*)">/g)].map(([, name, content]) => [name!, content!]));
}

/** The hints' kinds and URLs, in document order (the shell's own modulepreload left out). */
function hints(html: string): string[] {
  return [...html.matchAll(/<link rel="(preload|modulepreload)"(?: as="(\w+)")? crossorigin href="([^"]+)">/g)]
    .map(([, rel, as, href]) => [rel, as, href!.replaceAll('&amp;', '&')].filter(Boolean).join(' '))
    .filter((hint) => hint !== 'modulepreload /assets/framework-f1.js');
}

/**
 * Runs the inline starter of a drawn first view in a stand-in page (a hidden tab, where it starts
 * at once): what it asks for, task by task ("script …" for the entry, "modulepreload …").
 */
function starterTasks(html: string): string[][] {
  const starter = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="first-view-start">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const tasks: string[][] = [[]];
  const timers: Array<() => void> = [];
  const append = (element: { src?: string; rel?: string; href?: string }) =>
    tasks.at(-1)!.push(element.src ? `script ${element.src}` : `${element.rel} ${element.href}`);
  const page = {
    visibilityState: 'hidden',
    getElementById: () => ({ textContent: data }),
    createElement: () => ({}),
    head: { appendChild: append },
    body: { appendChild: append },
  };
  new Function('document', 'setTimeout', starter)(page, (callback: () => void) => timers.push(callback));
  for (let next = timers.shift(); next; next = timers.shift()) {
    tasks.push([]);
    next();
  }
  return tasks;
}

/** What the inline starter of a drawn first view loads. */
function startedModules(html: string) {
  const asked = starterTasks(html).flat();
  return {
    entry: asked.find((what) => what.startsWith('script '))?.slice('script '.length) ?? null,
    modules: asked.filter((what) => what.startsWith('modulepreload ')).map((what) => what.slice('modulepreload '.length)),
  };
}

describe('security headers on the build', () => {
  it('leave what only a document reads (CSP, framing) off a script, and keep nosniff on it', async () => {
    const page = await fetch(`${t.baseUrl}/`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const script = await fetch(`${t.baseUrl}/assets/app-1a2b.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-frame-options')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
