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

const dir = mkdtempSync(path.join(tmpdir(), 'holo-static-'));
/** index.html as Vite builds it: the entry, its chunks, and the brand bar in #root. */
const shell =
  '<!doctype html><html><head><title>Holo</title>' +
  '<script type="module" crossorigin src="/assets/app-1a2b.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-f1.js">' +
  '</head><body><div id="root"><div class="shell" aria-hidden="true"><header class="site-header"><span class="site-logo">Holo</span></header></div></div></body></html>';
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
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
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
  rmSync(dir, { recursive: true, force: true });
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

  it('draws the item page\'s pictures and title into the brand bar\'s page, and starts the scripts from there', async () => {
    await seedDemo(t);
    const [pictured, bare, plain] = await t.database.db.select({ id: commodities.id }).from(commodities).orderBy(commodities.id).limit(3);
    const title = 'PSA 10 "Gem" <script>alert(1)</script> & more';
    await t.database.db
      .update(commodities)
      .set({ title, images: ['/media/front.jpg?w=1&h=2', '/media/back.jpg'] })
      .where(eq(commodities.id, pictured!.id));
    await t.database.db.update(commodities).set({ images: [], titImg: 'noimage' }).where(eq(commodities.id, bare!.id));
    await t.database.db.update(commodities).set({ images: ['/media/one.jpg'] }).where(eq(commodities.id, plain!.id));

    // The test's manifest has the item page's chunks, not the store item page's.
    const routeChunks = {
      carddetails: ['/assets/item-page-i1.js', '/assets/item-route-r1.js', '/assets/listing-card-c1.js'],
      storedetails: [],
    };
    for (const [route, chunks] of Object.entries(routeChunks)) {
      const html = await (await get(`/${route}/${pictured!.id}`, 'identity')).text();
      expect(html).toContain(
        '<div class="shell" aria-hidden="true" inert><header class="site-header site-header--preview"><span class="site-logo">Holo</span></header>' +
          '<main class="shell__main"><article class="page item"><div class="item__top"><section class="gallery"><button type="button" class="gallery__main">' +
          '<img src="/media/front.jpg?w=1&amp;h=2" alt="PSA 10 &quot;Gem&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more" width="326" height="326" fetchpriority="high" data-first-picture decoding="async"></button>' +
          '<ul class="gallery__thumbs"><li><button type="button" class="gallery__thumb" aria-current="true"><img src="/media/front.jpg?w=1&amp;h=2" alt="" width="64" height="64" loading="lazy" decoding="async"></button></li>' +
          '<li><button type="button" class="gallery__thumb"><img src="/media/back.jpg" alt="" width="64" height="64" loading="lazy" decoding="async"></button></li></ul></section>' +
          '<div class="item__summary"><h1 class="item__title">PSA 10 &quot;Gem&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</h1></div></div></article></main>',
      );
      // The read stays in the head; no script loads before the inline starter asks for them.
      expect(hints(html)).toEqual([...layoutHints, `preload fetch /api/items/${pictured!.id}`]);
      expect(html).not.toContain('<script type="module"');
      expect(startedModules(html)).toEqual({
        entry: '/assets/app-1a2b.js',
        modules: ['/assets/framework-f1.js', '/assets/messages-en1.js', ...chunks],
      });
    }
    // The entry first, then the preloads a few per task (each fetch started costs a phone ~2 ms).
    const item = await (await get(`/carddetails/${pictured!.id}`, 'identity')).text();
    expect(starterTasks(item)).toEqual([
      ['script /assets/app-1a2b.js', ...['framework-f1', 'messages-en1', 'item-page-i1', 'item-route-r1'].map((name) => `modulepreload /assets/${name}.js`)],
      ['modulepreload /assets/listing-card-c1.js'],
    ]);

    // One picture: no thumbnails.
    const single = await (await get(`/carddetails/${plain!.id}`, 'identity')).text();
    expect(single).toContain('<img src="/media/one.jpg"');
    expect(single).not.toContain('gallery__thumbs');

    // Nothing to draw: the brand bar and the scripts as built, the route's chunks named in the head.
    for (const path of [`/carddetails/${bare!.id}`, '/carddetails/99999999', '/carddetails/99999999999']) {
      const page = await get(path, 'identity');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toContain('gallery');
      expect(html).toContain('<script type="module" crossorigin src="/assets/app-1a2b.js"></script>');
      expect(hints(html)).toContain('modulepreload /assets/item-page-i1.js');
    }
  });

  it('draws the home page\'s menu, heading and banner in the visitor\'s language, from the build\'s catalog and the banner\'s own words', async () => {
    // The demo data (seeded above) has the US banners and the default video.
    const page = async (languages: string) =>
      (await fetch(t.baseUrl + '/', { headers: { 'accept-encoding': 'identity', 'accept-language': languages } })).text();
    const japanese = await page('ja-JP,ja;q=0.9');
    expect(japanese).toContain(
      '<main class="shell__main"><div class="page home"><nav class="home-menu"><a class="home-menu__link active" href="/" aria-current="page">ホーム</a>',
    );
    expect(japanese).toContain('<a class="home-menu__link" href="/market?type=1">即決</a>');
    // Not in the test's catalog: the English text, as the client shows it.
    expect(japanese).toContain('class="banner__button banner__button--pause">Pause</button>');
    expect(japanese).toContain('<h1 class="home__title">Trading card marketplace</h1>');
    // The banner's words come from the database in the visitor's language, over a picture without words.
    expect(japanese).toMatch(/class="banner__img" loading="eager" data-first-picture decoding="async"><span class="banner__text"><span class="banner__title">注目のロット、ライブ中<\/span>/);
    expect(japanese).not.toContain('<video class');
    expect(japanese).not.toContain('survey-prompt');
    expect(startedModules(japanese)).toEqual({ entry: '/assets/app-1a2b.js', modules: ['/assets/framework-f1.js', '/assets/messages-ja1.js'] });
    expect(hints(japanese)).toEqual([...layoutHints, 'preload fetch /api/home']);

    const english = await page('en-US');
    expect(english).toContain('aria-current="page">Home</a>');
    expect(english).toContain('<span class="banner__title">Headline lot, live now</span>');
    expect(startedModules(english).modules).toEqual(['/assets/framework-f1.js', '/assets/messages-en1.js']);
  });

  it('draws the market\'s first results as a visitor sees them, and a category\'s search not at all', async () => {
    const html = await (await get('/market?type=auction&sort=3', 'identity')).text();
    const reply = (await (await get('/api/market/search?type=2&sort=3', 'identity')).json()) as { PagedMarketItemList: { ID: number; TitImg: string }[] };
    const first = reply.PagedMarketItemList[0]!;
    expect(html).toContain('<main class="shell__main"><div class="page market"><header class="market__head"><h1 class="market__title">Market</h1>');
    expect(html).toContain('<option selected>Auction</option>');
    expect(html).toContain('aria-selected="true" class="tabs__tab">Newly listed</button>');
    expect(html).toContain(`<a href="/carddetails/${first.ID}" class="lcard__link"><div class="lcard__media"><img src="${first.TitImg}" alt="" width="300" height="300" loading="eager" data-first-picture`);
    expect(html.match(/<article class="lcard/g)).toHaveLength(12);
    expect(startedModules(html).modules).toEqual(['/assets/framework-f1.js', '/assets/messages-en1.js', '/assets/market-page-m1.js', '/assets/listing-card-c1.js']);

    const category = await (await get('/market/3', 'identity')).text();
    expect(category).not.toContain('class="page market"');
    expect(category).toContain('<script type="module" crossorigin src="/assets/app-1a2b.js"></script>');
  });

  it('never draws a stored picture address that is not a /media/ path or on a media host', async () => {
    const [item] = await t.database.db.select({ id: commodities.id }).from(commodities).orderBy(commodities.id).limit(1);
    const foreign = ['//evil.example/x.png', 'http://cdn.holo.example/x.png', 'https://evil.example/x.png', '/\\evil.example/x.png', 'javascript:alert(1)'];
    for (const src of foreign) {
      await t.database.db.update(commodities).set({ images: ['/media/front.jpg', src] }).where(eq(commodities.id, item!.id));
      const html = await (await get(`/carddetails/${item!.id}`, 'identity')).text();
      expect(html, src).not.toContain('evil.example');
      expect(html, src).not.toContain('class="gallery"');
    }
    await t.database.db.update(commodities).set({ images: ['https://cdn.holo.example/front.jpg'] }).where(eq(commodities.id, item!.id));
    expect(await (await get(`/carddetails/${item!.id}`, 'identity')).text()).toContain('<img src="https://cdn.holo.example/front.jpg"');

    // The market's first card: the server draws no preview rather than the foreign picture.
    const reply = (await (await get('/api/market/search?type=2&sort=3', 'identity')).json()) as { PagedMarketItemList: { ID: number }[] };
    await t.database.db.update(commodities).set({ titImg: '//evil.example/m.png' }).where(eq(commodities.id, reply.PagedMarketItemList[0]!.ID));
    const market = await (await get('/market?type=auction&sort=3', 'identity')).text();
    expect(market).not.toContain('evil.example');
    expect(market).not.toContain('class="page market"');
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
    // The item page keeps its first view.
    expect(html).toContain('class="gallery__main"');

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
