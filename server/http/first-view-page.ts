/**
 * index.html as a landing page sends it (static.ts). Without a preview, the first view's links go
 * in the head: the page's reads, then its scripts (`<link rel="modulepreload">`).
 *
 * With one (first-view-preview.ts), the preview replaces the brand bar's empty page, and the
 * scripts are asked for once the browser has painted it with its main picture: asked for at once,
 * they took the connection from the stylesheet and the picture, and their evaluation held the
 * first paint. This is the part that moved Lighthouse's simulated LCP under 2 s (bench/README). On
 * a throttled phone the app started about when it did before (5.08 → 5.17 s), behind a page that
 * showed the card 4 s sooner.
 */
import type { FirstView } from './first-view-hints';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const BRAND_BAR = /<div class="shell" aria-hidden="true">\s*<header class="site-header">([\s\S]*?)<\/header>/;

/** Puts a landing page's first view into `shell` (index.html as built). */
export function firstViewPages(shell: string) {
  const entry = ENTRY.exec(shell)?.[1];
  const brandBar = BRAND_BAR.exec(shell)?.[1];
  const shellModules = [...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const previewable = entry !== undefined && brandBar !== undefined;

  return (view: FirstView): string => {
    if (!view.preview || !previewable) {
      const links = view.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
      return shell.replace('</head>', () => `${view.reads}${links}</head>`);
    }
    // Replacers are functions: a string replacement would read "$1…" in a price ("$10.00") or a
    // title as a reference to the pattern's groups.
    const page = shell
      .replace(ENTRY, '')
      .replaceAll(MODULE_PRELOAD, '')
      .replace('</head>', () => `${view.reads}</head>`)
      .replace(
        BRAND_BAR,
        // inert: nothing in it can be focused or clicked before the app replaces it.
        () =>
          `<div class="shell" aria-hidden="true" inert><header class="site-header site-header--preview">${brandBar}</header>` +
          `<main class="shell__main">${view.preview}</main>`,
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

/**
 * Loads the app once the preview's main picture has painted, or PICTURE_WAIT_MS after the script
 * runs if the picture takes longer (at once in a background tab, which does not paint).
 */
function startAfterPaint(entry: string, modules: string[]): string {
  const json = JSON.stringify({ entry, modules }).replaceAll('<', '\\u003c');
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
  var marked = document.querySelector('#root [data-first-picture]');
  var source = marked && (marked.getAttribute('src') || marked.getAttribute('poster'));
  if (!source) return afterPaint();
  // An <img> of the same address decodes the one the page shows (a <video>'s poster included).
  var picture = new Image();
  picture.src = source;
  if (picture.decode) picture.decode().then(afterPaint, afterPaint);
  else picture.onload = picture.onerror = afterPaint;
})();`;
