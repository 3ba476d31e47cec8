/**
 * The home page's top as the server draws it (first-view-preview.ts says why): the menu, the first
 * banner with the carousel's controls, the survey prompt, the activity entry and the video's
 * poster, the LCP on a phone (the banner on a desktop, and the picture the start waits for when
 * there is no video). The markup is HomePage's (src/features/catalog/pages/home-page.tsx)
 * with the same class names and words; tests/e2e/first-view.spec.ts compares the boxes.
 */
import type { HomeReply } from '../../src/domain/catalog/home.schema';
import type { LocaleFormat } from './first-view-messages';
import { escapeHtml, image } from './first-view-preview';

export interface HomePreviewFacts {
  banners: Pick<HomeReply['Banners'][number], 'ImgUrl' | 'Title' | 'Subtitle'>[];
  video: HomeReply['Video'];
  activityShow: boolean;
}

/** Null when the page would show neither a banner nor the video (the first view is then the app's). */
export function homePreview({ banners, video, activityShow }: HomePreviewFacts, { t }: LocaleFormat): string | null {
  if (banners.length === 0 && !video) return null;
  return (
    '<div class="page home">' +
    menu(t) +
    banner(banners, t, !video) +
    `<aside class="survey-prompt"><button type="button" class="survey-prompt__open">${escapeHtml(t('Tell us how you found Holo'))}</button>` +
    '<button type="button" class="survey-prompt__close">×</button></aside>' +
    (activityShow ? activity(t) : '') +
    (video
      ? `<section class="home-video"><video class="home-video__player" poster="${escapeHtml(video.PosterUrl)}" data-first-picture muted playsinline preload="none"></video></section>`
      : '') +
    '</div>'
  );
}

function menu(t: LocaleFormat['t']): string {
  const links: [string, string][] = [
    ['/', t('Home')],
    ['/market?type=2', t('Auction')],
    ['/market?type=1', t('Buy Now')],
    ['/market?sort=3', t('Newly')],
  ];
  const items = links.map(
    ([href, label], i) => `<a class="home-menu__link" href="${href}"${i === 0 ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a>`,
  );
  return `<nav class="home-menu">${items.join('')}</nav>`;
}

/** The first slide, as BannerCarousel shows it on arrival, and the controls for all of them. */
function banner(banners: HomePreviewFacts['banners'], t: LocaleFormat['t'], firstPicture: boolean): string {
  const [first] = banners;
  if (!first) return '';
  const alt = first.Subtitle ? `${first.Title}: ${first.Subtitle}` : first.Title;
  const slide = `<li class="banner__slide"><div class="banner__link">${image(first.ImgUrl, alt, [1200, 400], `class="banner__img" loading="eager"${firstPicture ? ' data-first-picture' : ''}`)}</div></li>`;
  const dots = banners.map((_, i) => `<button type="button" class="banner__dot"${i === 0 ? ' aria-current="true"' : ''}></button>`).join('');
  const controls =
    banners.length > 1
      ? '<div class="banner__controls"><button type="button" class="banner__button">‹</button>' +
        `<div class="banner__dots">${dots}</div><button type="button" class="banner__button">›</button>` +
        `<button type="button" class="banner__button banner__button--pause">${escapeHtml(t('Pause'))}</button></div>`
      : '';
  return `<section class="banner"><div class="banner__viewport"><ul class="banner__track">${slide}</ul></div>${controls}</section>`;
}

function activity(t: LocaleFormat['t']): string {
  return (
    '<section class="promo promo--activity"><div>' +
    `<h2 class="promo__title">${escapeHtml(t('Collector rewards are on'))}</h2>` +
    `<p class="promo__text">${escapeHtml(t("Join this month's activity to collect points and coupons as you buy."))}</p></div>` +
    `<a href="/myholo/activity" class="btn btn--ghost">${escapeHtml(t('See the activity'))}</a></section>`
  );
}
