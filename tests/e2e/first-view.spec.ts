import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';

/**
 * A first visit (no service worker yet). The brand bar of index.html shows while the scripts are on
 * their way; the item, home and market pages come drawn by the server for a visitor, with the app's
 * own components (src/ssr/render-first-view.tsx) in the visitor's language, the scripts start once
 * that has painted (server/http/first-view-page.ts), and the app hydrates it. A landing page's HTML names the
 * layout's and the page's API reads and every script the first view runs (server/http/first-view-hints.ts), checked
 * against what the page really requests: a read the client writes differently would be sent twice,
 * and a script the HTML does not name was found a round trip late.
 */
test.use({ serviceWorkers: 'block' });

test('the brand bar shows before the scripts arrive on a page the server does not draw, and the app replaces it', async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/seller/list', { waitUntil: 'commit' });
  const header = page.locator('.site-header');
  await expect(header.locator('.site-logo svg')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search', exact: true })).toHaveCount(0);

  releaseScripts();
  await expect(page.getByRole('combobox', { name: 'Search', exact: true })).toBeVisible();
  await expect(header).toHaveCount(1);
  await expect(page.locator('#root > .shell[aria-hidden="true"]')).toHaveCount(0);
});

/** The page's main picture in the server's HTML (its first eager one): the address the start script waits for. */
const firstPictureIn = (html: string) => {
  const tag = /<main[\s\S]*?<img ([^>]*(?:fetchpriority="high"|loading="eager")[^>]*)>/i.exec(html)?.[1];
  return tag && /(?:^|\s)src="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&');
};

/** The app's first commit (src/lib/performance/first-render-mark.ts): it runs, hydrated or not. */
const appStarted = (page: Page) => expect.poll(() => page.evaluate(() => performance.getEntriesByName('holo:first-render').length)).toBe(1);

async function firstView(page: Page, path: string) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.push(url.pathname + url.search);
  });
  const html = await (await page.goto(path))!.text();
  await page.waitForLoadState('networkidle');
  const previewPicture = firstPictureIn(html);
  const named = await page.evaluate(() => ({
    reads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((link) => link.getAttribute('href')!),
    drawnFrom: (JSON.parse(document.getElementById('first-view-reads')?.textContent ?? '{"queries":[]}') as { queries: unknown[] }).queries.length,
    scripts: [
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.getAttribute('src')!),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')!),
    ],
  }));
  return { requested, previewPicture, ...named };
}

async function auctionId(page: Page): Promise<number> {
  const reply = (await (await page.request.get('/api/market/search?type=2&sort=3')).json()) as { PagedMarketItemList: Array<{ ID: number }> };
  return reply.PagedMarketItemList[0]!.ID;
}

for (const landing of [
  { name: 'home', path: async () => '/', read: '/api/home', picture: '.banner__slide:first-child .banner__img', pictureAttribute: 'src', readsUrlBySchema: false },
  {
    name: 'market with a search',
    path: async () => '/market?key=psa&type=auction',
    read: '/api/market/search?key=psa&type=2&sort=0&dir=asc',
    picture: '.lgrid > li:first-child .lcard__media img',
    pictureAttribute: 'src',
    // The market reads its URL with the search's schema (market-url.ts) as it first renders.
    readsUrlBySchema: true,
  },
  {
    name: 'item',
    path: async (page: Page) => `/carddetails/${await auctionId(page)}`,
    read: '/api/items/',
    picture: '.gallery__main img',
    pictureAttribute: 'src',
    readsUrlBySchema: false,
  },
]) {
  test(`for a member, the ${landing.name} page's HTML names its reads, which the app takes over`, async ({ page }) => {
    // A member's page is not drawn by the server: its HTML names what the app will load.
    await signInAs(page.request, 'bidder@holo.test');
    const view = await firstView(page, await landing.path(page));
    // The layout's reads (the member, the header's settings and categories), then the page's.
    expect(view.reads.slice(0, 3)).toEqual(['/api/me', '/api/reference/app-config', '/api/categories']);
    expect(view.reads).toHaveLength(4);
    expect(view.reads[3]).toContain(landing.read);
    // The preload, taken over by the app's fetch of the very same URL.
    for (const read of view.reads) expect(view.requested).toContain(read);
    // The live client is not the first view's: an auction's page asks for it once it has rendered.
    const live = (url: string) => url.startsWith('/assets/signalr-');
    expect(view.scripts.filter(live)).toEqual([]);
    expect(view.requested.filter(live)).toHaveLength(landing.name === 'item' ? 1 : 0);
  });

  test(`for a visitor, the ${landing.name} page comes drawn with the reads it was drawn from, nothing fetched twice`, async ({ page }) => {
    // Whether zod had run (it marks globalThis as it starts) when the app marked its first render.
    await page.addInitScript(() => {
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === 'holo:first-render') (window as { zodAtFirstRender?: boolean }).zodAtFirstRender = '__zod_globalConfig' in globalThis;
        return mark(name, options);
      };
    });
    const view = await firstView(page, await landing.path(page));
    // The reads travel inside the page (the app hydrates with those very answers): none is preloaded.
    expect(view.reads).toEqual([]);
    expect(view.drawnFrom).toBeGreaterThanOrEqual(4);
    const apiReads = view.requested.filter((url) => url.startsWith('/api/')).map((url) => url.split('?')[0]!);
    expect(apiReads.filter((path, index) => apiReads.indexOf(path) !== index), 'API reads fetched twice').toEqual([]);
    const scripts = view.requested.filter((url) => url.startsWith('/assets/') && url.endsWith('.js'));
    expect(new Set(scripts).size).toBe(scripts.length);
    // The first view builds no schema: zod comes with the first read that checks its reply (check-reply.ts).
    expect(await page.evaluate(() => (window as { zodAtFirstRender?: boolean }).zodAtFirstRender)).toBe(landing.readsUrlBySchema);

    // The page's main picture: drawn by the server, then kept by the app, fetched once.
    const picture = view.previewPicture!;
    expect(picture).toBeTruthy();
    await expect(page.locator(landing.picture)).toHaveAttribute(landing.pictureAttribute, picture);
    const picturePath = new URL(picture, page.url());
    expect(view.requested.filter((url) => url === picturePath.pathname + picturePath.search)).toHaveLength(1);
  });
}

/** The pages the server draws: the picture the start waits for, what the page shows, the boxes to compare before and after the app takes over. */
const drawnPages = [
  {
    name: 'item page',
    path: async (page: Page) => `/carddetails/${await auctionId(page)}`,
    picture: '.gallery__main img',
    app: '.item__code',
    boxes: ['.site-header', '.gallery__main img', '.item__title'],
  },
  {
    name: 'market page',
    // A search no journey lists into: a card listed between the two drawings would move the grid.
    path: async () => '/market?key=psa&type=auction',
    picture: '.lgrid > li:first-child .lcard__media img',
    app: '#main .market',
    // Not the cards' countdowns: they tick between the two drawings.
    boxes: ['.site-header', '.market__head', '.toolbar', '.sort-tabs', '.lcard__media img', '.lcard__title', '.lcard__price'],
  },
  {
    name: 'home page',
    path: async () => '/',
    // The first banner's picture, and the page's top.
    picture: '.banner__slide:first-child .banner__img',
    app: '#main .home',
    boxes: ['.site-header', '.home-menu', '.home__title', '.banner__img', '.banner__text', '.banner__controls'],
  },
];

/** Each box's position and size, and the words in it. */
const drawing = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      list.map((selector) => {
        const element = document.querySelector<HTMLElement>(selector)!;
        const box = element.getBoundingClientRect();
        return [selector, ...[box.x, box.y, box.width, box.height].map(Math.round), selector === '.site-header' ? '' : element.innerText];
      }),
    selectors,
  );

/** The address of a picture as the page shows it (an <img>, or a <video>'s poster). */
const pictureUrl = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => new URL(element.getAttribute('src') ?? element.getAttribute('poster')!, location.href).href);

/**
 * Asks for the page's first picture once, so the server has rasterised it (a demo picture is drawn
 * on its first request): on a slow machine the first drawing can outlast the 1.5 s the start waits
 * for the picture, and then the scripts rightly go first, which is not what this test is about.
 */
async function warmFirstPicture(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const picture = firstPictureIn(html);
  expect(picture, 'the page names its first picture').toBeTruthy();
  expect((await page.request.get(picture!)).ok()).toBe(true);
}

// At the phone project's width and the desktop's (the header, the gallery and the banner change between them).
for (const drawn of drawnPages) {
  for (const locale of ['en-US', 'ja-JP']) {
    test.describe(`${drawn.name} in ${locale}`, () => {
      test.use({ locale });
      test(`the ${drawn.name} shows before the scripts, drawn by the app's components, and the app takes it over as it stands`, async ({ page }) => {
        const redrawn: string[] = [];
        page.on('console', (message) => {
          if (message.text().includes('drawn anew')) redrawn.push(message.text());
        });
        let releaseScripts = () => {};
        const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
        const scriptsAsked: number[] = [];
        const loaded = new Map<string, number>();
        page.on('requestfinished', (request) => loaded.set(request.url(), Date.now()));
        await page.route('**/assets/*.js', async (route) => {
          scriptsAsked.push(Date.now());
          await scriptsHeld;
          await route.continue();
        });
        const path = await drawn.path(page);
        await warmFirstPicture(page, path);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.locator(drawn.picture)).toBeVisible();
        const picture = await pictureUrl(page, drawn.picture);
        await expect.poll(() => loaded.has(picture)).toBe(true);
        await expect(page.locator('#root[data-server-view] > .shell')).toHaveCount(1);
        await expect(page.locator(drawn.app)).toBeVisible();
        // Layout can be read before the stylesheet is in (nothing is painted until it is): on a busy
        // machine the preview was once measured unstyled, so wait for what the browser would paint.
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet));
        const preview = await drawing(page, drawn.boxes);
        // The scripts were asked for only after the picture was in.
        await expect.poll(() => scriptsAsked.length).toBeGreaterThan(0);
        expect(Math.min(...scriptsAsked)).toBeGreaterThanOrEqual(loaded.get(picture)!);

        // Marks the server's elements (a property, not an attribute): hydration keeps them, a render that replaced them would not.
        await page.evaluate((selectors) => {
          for (const selector of selectors) Object.assign(document.querySelector(selector)!, { drawnByServer: true });
        }, drawn.boxes);

        // Nothing answers a tap before the app has taken the page over: it waits inert, and is not once hydrated.
        await expect(page.locator('#root')).toHaveAttribute('inert', '');
        releaseScripts();
        await appStarted(page);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        const kept = () =>
          page.evaluate((selectors) => selectors.filter((selector) => !(document.querySelector(selector) as { drawnByServer?: boolean } | null)?.drawnByServer), drawn.boxes);
        expect(await kept(), 'elements the app drew anew').toEqual([]);
        expect(await drawing(page, drawn.boxes)).toEqual(preview);
        expect(redrawn).toEqual([]);
        if (locale === 'ja-JP') await expect(page.locator('.site-header')).toContainText('日本語');
      });
    });
  }
}

test("the app starts even when the item's picture never arrives", async ({ page }) => {
  const path = `/carddetails/${await auctionId(page)}`;
  await page.route('**/media/**', () => {
    // Held: the picture neither loads nor fails.
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-server-view] .item__code')).toBeVisible();
  await appStarted(page);
});

/** Whether a `content-visibility: auto` element's contents are rendered (it skips them, not itself). */
const contentsRendered = (element: Locator) =>
  element.evaluate((node) => node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

test('the home page lays out what is below the first screen only once it is scrolled near', async ({ page }) => {
  await page.goto('/');
  const directory = page.locator('.home > .directory');
  await expect(directory).toHaveCount(1);
  const rendered = () => contentsRendered(directory);
  expect(await rendered()).toBe(false);
  // Scrolled once the app has the page: its router puts a page it starts on at the top.
  await appStarted(page);
  await directory.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await expect(directory.getByRole('link', { name: 'Pokémon' })).toBeVisible();
});

test("the market's footer is laid out only once it is scrolled near", async ({ page }) => {
  await page.goto('/market');
  await expect(page.locator('.lgrid > li').first()).toBeVisible();
  const footer = page.locator('.site-footer');
  const rendered = () => contentsRendered(footer);
  expect(await rendered()).toBe(false);
  await appStarted(page);
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
});

test('an English first view lays out no Chinese, Korean or Japanese text until the language menu opens', async ({ page }) => {
  // Such text sends the browser through its whole font fallback in the first layout (the language
  // picker's names did, as a <select>'s options: bench/README).
  const laidOutCjk = () =>
    page.evaluate(() => {
      const texts = [...document.querySelectorAll('body *')]
        .filter((element) => element.checkVisibility({ contentVisibilityAuto: true }) || element.closest('select'))
        .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? ''));
      return texts.join('').match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.join('') ?? '';
    });
  for (const path of ['/', '/market']) {
    await page.goto(path);
    await expect(page.locator('#root .site-header')).toBeVisible();
    await expect(page.locator('.home, .lgrid > li').first()).toBeVisible();
    expect(await laidOutCjk(), path).toBe('');
  }
  // The server's markup shows the button before the app, hydrated, answers it.
  await appStarted(page);
  await page.getByRole('button', { name: 'Language English' }).click();
  expect(await laidOutCjk()).toBe('繁體中文한국어日本語');
});

test("a browser that offers to install the app before the app starts gets the drawn page taken over as it stands", async ({ page }) => {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('drawn anew')) redrawn.push(message.text());
  });
  // Chromium fires its install event whenever it has decided, which can be before the first render:
  // here, right after the app starts listening for it.
  await page.addInitScript(() => {
    const listen = window.addEventListener.bind(window);
    window.addEventListener = ((...args: Parameters<typeof listen>) => {
      listen(...args);
      if (args[0] !== 'beforeinstallprompt') return;
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      queueMicrotask(() => window.dispatchEvent(event));
    }) as typeof window.addEventListener;
  });
  await page.goto('/');
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Install the Holo app' })).toBeAttached();
  expect(redrawn).toEqual([]);
});
