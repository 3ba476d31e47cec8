/**
 * index.html as a landing page sends it (static.ts). Without a first view drawn by the server, the
 * first view's links go in the head: the page's reads, then its scripts (`<link rel="modulepreload">`).
 *
 * With one (src/ssr/render-first-view.tsx: the app's own render of the page), it fills #root, which
 * the app then hydrates, and the scripts are asked for once the browser has painted it with its
 * main picture: asked for at once, they took the connection from the stylesheet and the picture,
 * and their evaluation held the first paint. This is the part that moved Lighthouse's simulated LCP
 * under 2 s (bench/README). On a throttled phone the app started about when it did before
 * (5.08 → 5.17 s), behind a page that showed the card 4 s sooner.
 */
import type { FirstView } from './first-view-hints';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** #root and the brand bar index.html paints in it until the app starts (up to the <noscript> after it). */
const ROOT = /<div id="root">[\s\S]*?<\/div>(\s*<noscript>)/;
/** The `<link rel="preload">` elements React puts before a fragment's markup. */
const LEADING_HINTS = /^(?:<link rel="preload"[^>]*>)+/;
/** #root's attribute telling main.tsx to hydrate the server's markup rather than replace it. */
export const SERVER_VIEW_ATTRIBUTE = 'data-server-view';
/** The data block holding the reads the server drew the page from (main.tsx FIRST_VIEW_READS_ID). */
const READS_DATA_ID = 'first-view-reads';

/** Puts a landing page's first view into `shell` (index.html as built). */
export function firstViewPages(shell: string) {
  const entry = ENTRY.exec(shell)?.[1];
  const shellModules = [...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const previewable = entry !== undefined && ROOT.test(shell);

  return (view: FirstView): string => {
    const preview = view.preview;
    if (!preview || !previewable) {
      const links = view.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
      return shell.replace('</head>', () => `${view.reads}${links}</head>`);
    }
    // Replacers are functions: a string replacement would read "$1…" in a price ("$10.00") or a
    // title as a reference to the pattern's groups.
    // React writes the pictures it loads eagerly as preloads ahead of the page: they belong in the head.
    const hints = LEADING_HINTS.exec(preview.html)?.[0] ?? '';
    const body = preview.html.slice(hints.length);
    const page = shell
      .replace(ENTRY, '')
      .replaceAll(MODULE_PRELOAD, '')
      // The page's reads travel in the page itself (READS_DATA_ID), not as preloads to fetch again.
      .replace('</head>', () => `${hints}</head>`)
      // inert until the app has taken it over (src/app/app.tsx): a tap on a button the app does not
      // answer yet would be lost without a word; once hydrated, every part works.
      .replace(
        ROOT,
        (_root, noscript: string) =>
          `<div id="root" ${SERVER_VIEW_ATTRIBUTE}="${preview.drawnAt}" inert>${body}</div>` +
          `<script type="application/json" id="${READS_DATA_ID}">${jsonInHtml(preview.reads)}</script>${noscript}`,
      );
    return page.replace('</body>', () => `${startAfterPaint(entry, [...shellModules, ...view.modules])}</body>`);
  };
}

/** How long the app waits for the preview's picture before it starts anyway. */
const PICTURE_WAIT_MS = 1_500;
/**
 * Preloads asked for per task. Each fetch started costs the main thread ~0.5 ms here and ~2 ms on
 * a phone: the first view's 25-27 in one task blocked a phone for 100-180 ms.
 */
const PRELOADS_PER_TASK = 4;

/** The data block the starter reads: a page's scripts differ, the starter's text does not. */
const START_DATA_ID = 'first-view-start';

/** JSON inside a <script> element: no "</script>" or "<!--" can end or bend it. */
const jsonInHtml = (json: string) => json.replaceAll('<', '\\u003c');

/**
 * Loads the app once the preview's main picture has painted, or PICTURE_WAIT_MS after the script
 * runs if the picture takes longer (at once in a background tab, which does not paint).
 */
function startAfterPaint(entry: string, modules: string[]): string {
  const json = jsonInHtml(JSON.stringify({ entry, modules }));
  return `<script type="application/json" id="${START_DATA_ID}">${json}</script><script>${FIRST_VIEW_STARTER}</script>`;
}

/**
 * The inline starter, the same on every page, so the Content-Security-Policy allows it by its
 * hash (security-headers.ts) and no other inline script runs.
 */
export const FIRST_VIEW_STARTER = `(function () {
  var data = JSON.parse(document.getElementById('${START_DATA_ID}').textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = data.entry;
    document.body.appendChild(script);
    var modules = data.modules;
    (function preloadSome() {
      modules.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (modules.length) setTimeout(preloadSome);
    })();
  }
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start); }); }
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, ${PICTURE_WAIT_MS});
  // The page's first eager picture: the home page's banner, the market's first card, the item's photo.
  var marked = document.querySelector('#root main img[fetchpriority="high"], #root main img[loading="eager"]');
  var source = marked && marked.getAttribute('src');
  if (!source) return afterPaint();
  // An <img> of the same address decodes the one the page shows.
  var picture = new Image();
  picture.src = source;
  if (picture.decode) picture.decode().then(afterPaint, afterPaint);
  else picture.onload = picture.onerror = afterPaint;
})();`;
