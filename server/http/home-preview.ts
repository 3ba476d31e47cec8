/**
 * The home page's top as the server draws it (first-view-preview.ts says why): the menu, the
 * heading and the first banner (its words over its picture, the picture the start waits for) with
 * the carousel's controls. The listing rows, the survey prompt, the activity entry, the video and
 * the rest follow below in the app only: nothing the preview draws moves when they arrive. The
 * markup is HomePage's (src/features/catalog/pages/home-page.tsx) with the same class names and
 * words; tests/e2e/first-view.spec.ts compares the boxes.
 */
import type { HomeReply } from '../../src/domain/catalog/home.schema';
import type { LocaleFormat } from './first-view-messages';
import { escapeHtml, image } from './first-view-preview';

export interface HomePreviewFacts {
  /** In the visitor's language (homeBanners). */
  banners: Pick<HomeReply['Banners'][number], 'ImgUrl' | 'Title' | 'Subtitle'>[];
}

/** The home page's heading (HomePage's h1). */
export const HOME_TITLE = 'Trading card marketplace';

/**
 * The browse links as HomeMenu draws them (src/features/catalog/home/browse-links.ts; a unit test
 * keeps the two lists equal). The server cannot compile the app's message macros, so they are here
 * as their English texts.
 */
export const PREVIEW_BROWSE_LINKS: [string, string][] = [
  ['/', 'Home'],
  ['/market?type=2', 'Auctions'],
  ['/market?type=1', 'Buy It Now'],
];

/** Null when the page would show no banner (the first view is then the app's). */
export function homePreview({ banners }: HomePreviewFacts, { t }: LocaleFormat): string | null {
  if (banners.length === 0) return null;
  return (
    '<div class="page home">' +
    menu(t) +
    `<h1 class="home__title">${escapeHtml(t(HOME_TITLE))}</h1>` +
    banner(banners, t) +
    '</div>'
  );
}

function menu(t: LocaleFormat['t']): string {
  const items = PREVIEW_BROWSE_LINKS.map(
    ([href, label], i) =>
      `<a class="home-menu__link${i === 0 ? ' active' : ''}" href="${escapeHtml(href)}"${i === 0 ? ' aria-current="page"' : ''}>${escapeHtml(t(label))}</a>`,
  );
  return `<nav class="home-menu">${items.join('')}</nav>`;
}

/** The first slide, as BannerCarousel shows it on arrival (BannerSlide), and the controls for all of them. */
function banner(banners: HomePreviewFacts['banners'], t: LocaleFormat['t']): string {
  const [first] = banners;
  if (!first) return '';
  const words =
    `<span class="banner__text"><span class="banner__title">${escapeHtml(first.Title)}</span>` +
    (first.Subtitle ? `<span class="banner__subtitle">${escapeHtml(first.Subtitle)}</span>` : '') +
    '</span>';
  const slide = `<li class="banner__slide"><div class="banner__link">${image(first.ImgUrl, '', [1200, 400], 'class="banner__img" loading="eager" data-first-picture')}${words}</div></li>`;
  const dots = banners.map((_, i) => `<button type="button" class="banner__dot"${i === 0 ? ' aria-current="true"' : ''}></button>`).join('');
  const controls =
    banners.length > 1
      ? '<div class="banner__controls"><button type="button" class="banner__button">‹</button>' +
        `<div class="banner__dots">${dots}</div><button type="button" class="banner__button">›</button>` +
        `<button type="button" class="banner__button banner__button--pause">${escapeHtml(t('Pause'))}</button></div>`
      : '';
  return `<section class="banner"><div class="banner__viewport"><ul class="banner__track">${slide}</ul></div>${controls}</section>`;
}
